/**
 * Portfolio benchmark: time from "wallet connected" (the header shows the address) to the full portfolio rendered
 * (every balance row and the footer), on the devnet with the demo wallet in the shell, and the requests it took:
 * HTTP calls to the API and JSON-RPC requests from the page (Playwright request events) in that window, plus the
 * RPC requests the API made (its response reports them per chain). Requests until the network is idle are listed
 * too; they belong to the whole page (every section reacts to the wallet), not only to the portfolio. Also the same
 * with the API failing (the panel's browser fallback).
 * Run: pnpm build && pnpm --filter @fin/bench exec tsx portfolio-render.ts   (FIN_BENCH_RUNS=5 by default)
 */
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/stack/chromium';
import { type StackPorts, stackPorts } from '../e2e/stack/ports';
import { startStack } from '../e2e/stack/stack';

const RUNS = Number(process.env.FIN_BENCH_RUNS ?? 5);

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port block no one (a test run, the product) is using: every helper's stack may be up at the same time. */
async function freePorts(): Promise<StackPorts> {
  const first = Number(process.env.FIN_BENCH_PORT_OFFSET ?? 2900);
  for (let offset = first; offset < first + 4000; offset += 150) {
    const ports = stackPorts(offset);
    const all = [ports.shell, ports.api, ports.embed, ports.attestation, ...Object.values(ports.remotes)];
    for (let i = 0; i < 6; i++) all.push(ports.devnetBase + i);
    if ((await Promise.all(all.map(portFree))).every(Boolean)) return ports;
  }
  throw new Error('no free port block found');
}

type Sample = {
  connectedToRows: number;
  apiCalls: number;
  apiPaths: string[];
  pageRpc: number;
  rpcMethods: string[];
  /** Every request from connect until the network is idle (the yields list for live APYs included). */
  untilIdle: { api: string[]; rpc: number; other: number };
  apiRpc: number;
  staticFiles: number;
};

// Marks, in the page's clock, when the address appears and when the footer (rows rendered) appears. A
// MutationObserver sees each moment within one frame.
const MARKS_SCRIPT = `
  window.__finMarks = {};
  new MutationObserver(() => {
    const m = window.__finMarks, now = performance.now();
    if (!m.connected && document.querySelector('[data-testid="wallet-address"]')) m.connected = now;
    const panel = document.querySelector('[data-section="mf_portfolio/PortfolioPanel"]');
    if (!m.rows && panel && panel.querySelector('[data-testid="portfolio-footer"]')) m.rows = now;
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

type Marks = { connected?: number; rows?: number; origin: number };

let standalonePort = 0;

async function run(browser: Browser, url: string, rpcUrls: string[], apiDown: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page: Page = await context.newPage();
  await page.addInitScript(MARKS_SCRIPT);
  if (apiDown)
    await page.route('**/api/portfolio/**', (r) => r.fulfill({ status: 503, body: 'unavailable' }));
  const requests: { at: number; url: string; method: string; body: string }[] = [];
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text().split('\n')[0] ?? '');
  });
  const apiRpc: Promise<number>[] = [];
  page.on('request', (r) =>
    requests.push({ at: Date.now(), url: r.url(), method: r.method(), body: r.postData() ?? '' }),
  );
  page.on('response', (r) => {
    if (r.url().includes('/api/portfolio/') && r.ok()) {
      apiRpc.push(
        r.json().then(
          (b: { chains?: { rpcRequests: number }[] }) =>
            (b.chains ?? []).reduce((s, c) => s + c.rpcRequests, 0),
          () => 0,
        ),
      );
    }
  });
  try {
    await page.goto(url);
    // On a loaded 2-core machine a remote can miss the shell's load deadline; say so instead of timing out mutely.
    page.setDefaultTimeout(45_000);
    // In the shell the panel sits in a slot; on the remote's standalone page it is the page.
    const slot = page.locator('[data-remote-slot="mf_portfolio/PortfolioPanel"]');
    if (!url.includes(String(standalonePort))) await slot.scrollIntoViewIfNeeded();
    await page
      .locator('[data-section="mf_portfolio/PortfolioPanel"]')
      .getByText('No wallet connected')
      .waitFor();
    await page.waitForFunction(() => (window as { __finDemoWallet?: unknown }).__finDemoWallet !== undefined);
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Demo wallet (devnet)' }).click();
    await page.waitForFunction(
      () => (window as { __finMarks?: { rows?: number } }).__finMarks?.rows,
      undefined,
      {
        timeout: 60_000,
      },
    );
    // Then everything the panel asks for after that (the yields list behind the live APY badges).
    await page.waitForLoadState('networkidle');
    const marks = (await page.evaluate(() => ({
      ...(window as unknown as { __finMarks: Omit<Marks, 'origin'> }).__finMarks,
      origin: performance.timeOrigin,
    }))) as Marks;
    const connectedAt = marks.origin + (marks.connected ?? 0);
    const doneAt = marks.origin + (marks.rows ?? 0);
    const isApi = (r: { url: string }) => new URL(r.url).pathname.startsWith('/api/');
    const isRpc = (r: { url: string; method: string }) =>
      r.method === 'POST' && rpcUrls.some((u) => r.url.startsWith(u));
    const window = requests.filter((r) => r.at >= connectedAt - 5 && r.at <= doneAt + 5);
    const api = window.filter(isApi);
    const rpc = window.filter(isRpc);
    const later = requests.filter((r) => r.at >= connectedAt - 5);
    const rpcMethods = rpc.map((r) => {
      try {
        const body = JSON.parse(r.body) as { method?: string; params?: [{ to?: string }] };
        const to = body.params?.[0]?.to;
        return to ? `${body.method} to ${to.slice(0, 10)}…` : (body.method ?? '?');
      } catch {
        return '?';
      }
    });
    return {
      connectedToRows: (marks.rows ?? 0) - (marks.connected ?? 0),
      apiCalls: api.length,
      apiPaths: [
        ...new Set(
          api.map((r) => `${r.method} ${new URL(r.url).pathname.replace(/0x[0-9a-fA-F]{40}/, ':address')}`),
        ),
      ],
      pageRpc: rpc.length,
      rpcMethods: [...new Set(rpcMethods)],
      untilIdle: {
        api: later.filter(isApi).map((r) => new URL(r.url).pathname.replace(/0x[0-9a-fA-F]{40}/, ':address')),
        rpc: later.filter(isRpc).length,
        other: later.filter((r) => !isApi(r) && !isRpc(r)).length,
      },
      apiRpc: (await Promise.all(apiRpc)).reduce((s, n) => s + n, 0),
      staticFiles: window.length - api.length - rpc.length,
    };
  } catch (error) {
    throw new Error(
      `run failed: ${(error as Error).message}\npage errors: ${problems.slice(0, 5).join(' | ')}`,
    );
  } finally {
    await context.close();
  }
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const median = s[Math.floor(s.length / 2)] ?? 0;
  return `median ${median.toFixed(0)} ms (min ${s[0]?.toFixed(0)}, max ${s.at(-1)?.toFixed(0)})`;
};

function report(label: string, samples: Sample[]) {
  const last = samples.at(-1);
  console.log(`\n${label} (${samples.length} runs)`);
  console.log(`  wallet connected -> all rows rendered:   ${stats(samples.map((s) => s.connectedToRows))}`);
  if (!last) return;
  console.log(`  HTTP requests to the API:   ${last.apiCalls}  (${last.apiPaths.join(', ')})`);
  console.log(`  JSON-RPC requests from the page: ${last.pageRpc} (${last.rpcMethods.join(', ')})`);
  console.log(`  JSON-RPC requests made by the API: ${last.apiRpc}`);
  console.log(`  other page requests (static chunks): ${last.staticFiles}`);
  console.log(
    `  whole page until the network is idle: API ${last.untilIdle.api.length} (${last.untilIdle.api.join(', ')}), RPC ${last.untilIdle.rpc}, other ${last.untilIdle.other}`,
  );
}

const stack = await startStack({ ports: await freePorts() });
const browser = await chromium.launch({
  ...chromiumLaunchOptions(),
});
try {
  const rpcUrls = stack.devnet.manifest.chains.map((c) => c.rpcUrl);
  console.log(`Portfolio render on the devnet (6 chains, demo wallet), ${RUNS} runs after one warm-up`);
  console.log(`machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at start`);
  await run(browser, stack.apps.shellUrl, rpcUrls, false);
  const healthy: Sample[] = [];
  for (let i = 0; i < RUNS; i++) healthy.push(await run(browser, stack.apps.shellUrl, rpcUrls, false));
  report('API up: one GET /api/portfolio/:address', healthy);
  const fallback: Sample[] = [];
  for (let i = 0; i < RUNS; i++) fallback.push(await run(browser, stack.apps.shellUrl, rpcUrls, true));
  report('API failing (503): browser reads the chains (Multicall3)', fallback);
  // The remote's standalone page holds only the panel: every request there is the portfolio's own.
  const remoteUrl = stack.apps.remoteUrl('mf_portfolio');
  standalonePort = Number(new URL(remoteUrl).port);
  const alone: Sample[] = [];
  for (let i = 0; i < RUNS; i++) alone.push(await run(browser, remoteUrl, rpcUrls, false));
  report('Standalone mf_portfolio page, API up (only the panel on the page)', alone);
  const aloneFallback: Sample[] = [];
  for (let i = 0; i < RUNS; i++) aloneFallback.push(await run(browser, remoteUrl, rpcUrls, true));
  report('Standalone mf_portfolio page, API failing', aloneFallback);
} finally {
  await browser.close();
  await stack.stop();
}
