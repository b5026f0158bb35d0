/**
 * Yields list benchmark: filter + sort over 20,000 opportunities generated from the real ones (yields-dataset.lib.ts).
 *  1. In Node: the pure domain work per change (sort per key, filter per filter set).
 *  2. In real Chromium against the built mf_yields standalone page (dist/ served by Fin's static server, the list
 *     answered with the generated 20,000 rows, the demo wallet connected so the full virtualized list shows):
 *     time per change — from the change event to the new rows committed and laid out — for the min-TVL select,
 *     the sort select, the min-APY slider (keyboard) and a chain checkbox; and the row elements in the DOM after
 *     every change and at the top, middle and bottom of the list.
 * Run: pnpm --filter @fin/mf-yields build && pnpm --filter @fin/bench exec tsx yields-filter.ts
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '@fin/server/static-server';
import { DEFAULT_FILTERS, filterYields, type YieldsFilters } from '@fin/shared/domain/yields/list-filters';
import { buildYieldsIndex, listYields } from '@fin/shared/domain/yields/list-index';
import { SORT_KEYS, sortYields } from '@fin/shared/domain/yields/list-sort';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/stack/chromium';
import { generatedResponse, generateOpportunities } from './yields-dataset.lib';

const COUNT = Number(process.env.FIN_BENCH_YIELDS ?? 20_000);
const CHANGES = Number(process.env.FIN_BENCH_CHANGES ?? 30);
const DIST = fileURLToPath(new URL('../mf-yields/dist/', import.meta.url));
// anvil's first well-known development account: only ever used against loopback.
const DEMO = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
};

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { median: at(0.5), p95: at(0.95), max: s.at(-1) as number, n: s.length };
};
const fmt = (x: { median: number; p95: number; max: number; n: number }) =>
  `median ${x.median.toFixed(2)} ms · p95 ${x.p95.toFixed(2)} ms · max ${x.max.toFixed(2)} ms (n=${x.n})`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      });
  });
}

function nodeFigures(rows: ReturnType<typeof generateOpportunities>): void {
  const time = (fn: () => void, n: number) =>
    stats(
      Array.from({ length: n }, () => {
        const t = performance.now();
        fn();
        return performance.now() - t;
      }),
    );
  console.log(`\nNode (pure @fin/shared domain, ${rows.length} rows):`);
  for (const key of SORT_KEYS)
    console.log(`  sort by ${key.padEnd(9)} ${fmt(time(() => sortYields(rows, key), 20))}`);
  const sorted = sortYields(rows, 'apy');
  const filters: YieldsFilters[] = [
    { ...DEFAULT_FILTERS, minApy: 5 },
    { ...DEFAULT_FILTERS, minTvl: 100_000_000 },
    { ...DEFAULT_FILTERS, chains: ['Base', 'Ethereum'], riskLevels: ['low'] },
  ];
  const index = buildYieldsIndex(rows);
  listYields(index, 'apy', DEFAULT_FILTERS); // the page sorts once per key; changes reuse the order
  for (const f of filters) {
    console.log(`  filter ${describe(f).padEnd(28)} ${fmt(time(() => filterYields(sorted, f), 50))}`);
    console.log(`    as the page does it (index) ${fmt(time(() => listYields(index, 'apy', f), 50))}`);
  }
}

function describe(f: YieldsFilters): string {
  if (f.minApy) return `minApy ${f.minApy}`;
  if (f.minTvl) return `minTvl ${f.minTvl / 1e6}M`;
  return `chains ${f.chains.join('+')} + low risk`;
}

// In-page code as plain text: tsx would wrap named functions in a helper the page does not have. `install`
// prepares one kind of change; `change(i)` applies the i-th and resolves when the view shows it, laid out.
const BENCH_SCRIPT = `window.__ylBench = {
  install(kind, changes) {
    const section = document.querySelector('[data-section="mf_yields/YieldsSection"]');
    const byLabel = (text) => {
      const label = [...section.querySelectorAll('label')].find((l) => l.textContent === text);
      return document.getElementById(label ? label.htmlFor : '');
    };
    const tvl = byLabel('Min TVL');
    const sort = byLabel('Sort by');
    const thumb = section.querySelector('[role="slider"]');
    const chain = section.querySelector('.yl-chips__panel input[type="checkbox"]');
    const tvlValues = [...tvl.options].map((o) => o.value);
    const sortValues = [...sort.options].map((o) => o.value);
    if (kind === 'apy') thumb.focus(); // Radix moves the thumb that has focus
    const channel = new MessageChannel();
    this.tick = () => new Promise((r) => { channel.port1.onmessage = r; channel.port2.postMessage(0); });
    this.snapshot = () => {
      const parts = ['[data-testid="yields-count"]', '.yl-filter--slider .yl-filter__label'].map((q) => {
        const e = section.querySelector(q);
        return e ? e.textContent : '';
      });
      const first = section.querySelector('[data-testid="yield-row"]');
      return parts.join('|') + '|' + (first ? first.getAttribute('data-pool-id') : '');
    };
    this.rows = () => section.querySelectorAll('[data-testid="yield-row"]').length;
    this.apply = (i) => {
      if (kind === 'tvl') {
        tvl.value = tvlValues[(i + 1) % tvlValues.length];
        tvl.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (kind === 'sort') {
        sort.value = sortValues[(i + 1) % sortValues.length];
        sort.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (kind === 'apy') {
        const key = i < changes / 2 ? 'ArrowRight' : 'ArrowLeft';
        thumb.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      } else {
        chain.click();
      }
    };
  },
  async change(i) {
    const before = this.snapshot();
    const t0 = performance.now();
    this.apply(i);
    // Some updates commit in a microtask after the event (Radix's slider calls back from a state updater):
    // wait, a macrotask at a time, until the view shows the change (or 250 ms say it did not change).
    while (this.snapshot() === before && performance.now() - t0 < 250) await this.tick();
    void document.body.offsetHeight; // style + layout of whatever the change rendered
    return { ms: performance.now() - t0, changed: this.snapshot() !== before, rows: this.rows() };
  },
  nextFrame() {
    return new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  },
};`;

type ChangeRun = { times: number[]; cpu: number[]; rows: number[]; changed: number };

/** Main-thread CPU time Chromium spent on tasks so far (thread ticks, so a busy machine does not inflate it). */
async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

/** Runs `changes` in the page; each is timed from the event to the DOM committed and laid out. */
async function timeChanges(
  page: Page,
  cdp: CDPSession,
  kind: 'tvl' | 'sort' | 'apy' | 'chain',
  changes: number,
): Promise<ChangeRun> {
  await page.evaluate(`window.__ylBench.install(${JSON.stringify(kind)}, ${changes})`);
  const run: ChangeRun = { times: [], cpu: [], rows: [], changed: 0 };
  for (let i = 0; i < changes; i++) {
    const cpu0 = await taskSeconds(cdp);
    const r = (await page.evaluate(`window.__ylBench.change(${i})`)) as {
      ms: number;
      changed: boolean;
      rows: number;
    };
    run.cpu.push(((await taskSeconds(cdp)) - cpu0) * 1000);
    run.times.push(r.ms);
    run.rows.push(r.rows);
    if (r.changed) run.changed++;
    await page.evaluate('window.__ylBench.nextFrame()');
  }
  return run;
}

const ROWS_WHILE_SCROLLING = `(async () => {
  const scroll = document.querySelector('[data-testid="yields-scroll"]');
  const counts = [];
  for (const f of [0, 0.25, 0.5, 0.75, 1]) {
    scroll.scrollTop = (scroll.scrollHeight - scroll.clientHeight) * f;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    counts.push(document.querySelectorAll('[data-testid="yield-row"]').length);
  }
  return counts;
})()`;

/** Diagnosis only (FIN_BENCH_PROFILE=1): the functions with the most self time over TVL changes. */
async function profile(page: Page, cdp: CDPSession, changes: number): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await timeChanges(page, cdp, 'tvl', changes);
  const { profile: p } = (await cdp.send('Profiler.stop')) as {
    profile: {
      nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  const self = new Map<string, number>();
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  p.samples.forEach((id, i) => {
    const f = byId.get(id)?.callFrame;
    const key = `${f?.functionName || '(anon)'} ${f?.url.split('/').pop()}:${f?.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  });
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${k}`);
  }
}

function rowsWhileScrolling(page: Page): Promise<number[]> {
  return page.evaluate(ROWS_WHILE_SCROLLING) as Promise<number[]>;
}

async function main(): Promise<void> {
  if (!existsSync(DIST))
    throw new Error('mf-yields/dist is missing: run pnpm --filter @fin/mf-yields build first');
  const rows = generateOpportunities(COUNT);
  nodeFigures(rows);

  const [port, deadRpc] = await Promise.all([freePort(), freePort()]);
  const config = {
    profile: 'devnet',
    apiBaseUrl: '',
    chains: [1, 8453, 42161, 43114, 10, 137].map((chainId) => ({
      chainId,
      rpcUrl: `http://127.0.0.1:${deadRpc}`,
    })),
    demoWallet: DEMO,
  };
  const server = await startStaticServer({
    root: DIST,
    port,
    overrides: { '/config.json': JSON.stringify(config) },
  });
  const browser = await chromium.launch({
    ...chromiumLaunchOptions(),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const body = JSON.stringify(generatedResponse(rows));
    await page.route('**/api/defi/all-stablecoins**', (r) =>
      r.fulfill({ body, contentType: 'application/json' }),
    );
    await page.route('**/api/morpho-vaults', (r) => r.fulfill({ status: 503, body: '{}' }));
    await page.route(`http://127.0.0.1:${deadRpc}/**`, (r) => r.abort('connectionrefused'));
    const loadStart = Date.now();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
    if (process.env.FIN_BENCH_DEBUG) await page.screenshot({ path: '/tmp/yields-bench.png' });
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Demo wallet (devnet)' })
      .click();
    await page.getByText(`${COUNT} of ${COUNT} opportunities`).waitFor({ timeout: 60_000 });
    console.log(`\nChromium (built mf_yields standalone page, ${COUNT} rows, demo wallet connected):`);
    console.log(
      `  page load → full list shown: ${Date.now() - loadStart} ms (includes parsing the ${(body.length / 1e6).toFixed(1)} MB response)`,
    );
    await page.locator('details.yl-chips summary').first().click(); // open the chain picker once
    await page.evaluate(BENCH_SCRIPT);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const allRows: number[] = [];
    if (process.env.FIN_BENCH_PROFILE) await profile(page, cdp, CHANGES);
    for (const [kind, label] of [
      ['tvl', 'min TVL select'],
      ['sort', 'sort select'],
      ['apy', 'min APY slider'],
      ['chain', 'chain checkbox'],
    ] as const) {
      const r = await timeChanges(page, cdp, kind, CHANGES);
      allRows.push(...r.rows);
      console.log(`  ${label.padEnd(15)} wall ${fmt(stats(r.times))}; rows changed ${r.changed}/${CHANGES}`);
      console.log(`  ${''.padEnd(15)} main-thread CPU ${fmt(stats(r.cpu))}`);
    }
    const reset = page.getByRole('button', { name: /Reset filters/ });
    if (await reset.count()) await reset.click();
    const scrolling = await rowsWhileScrolling(page);
    console.log(
      `  row elements in the DOM: max ${Math.max(...allRows)} after changes; ${scrolling.join(' / ')} at top / 25% / 50% / 75% / bottom (of ${COUNT})`,
    );
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
}

await main();
