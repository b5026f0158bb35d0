/**
 * Optimizer move benchmark: wall time from 'Execute rebalancing' to 'Last rebalancing: complete' and the wallet
 * prompts (requests the demo wallet answered) for one same-chain move (Aave on Base → Compound on Base) and one
 * cross-chain move (Morpho vault on Ethereum → Compound on Base, bridged with CCTP), on the devnet, in the home
 * page with the demo wallet. The devnet attests standard burns after 6 s, so the cross-chain figure includes that.
 * Each run starts from the seeded chain state (devnet snapshot/revert).
 * Run: pnpm build && pnpm --filter @fin/bench exec tsx optimizer-moves.ts  (FIN_BENCH_RUNS=3)
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/stack/chromium';
import { startStack } from '../e2e/stack/stack';
import { freeStackPorts } from './stack-ports.lib';

const RUNS = Number(process.env.FIN_BENCH_RUNS ?? 3);
const MOVES = {
  'same-chain': ['Aave V3@Base', 'Compound V3@Base'],
  'cross-chain': ['Morpho Blue@Ethereum', 'Compound V3@Base'],
} as const;
type Move = keyof typeof MOVES;
type Sample = { ms: number; prompts: string[] };
type DemoWallet = { __finDemoWallet: { reset(): void; log: { method: string }[] } };

const stack = await startStack({ ports: await freeStackPorts() });
const browser = await chromium.launch({ ...chromiumLaunchOptions() });

async function connect(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __finDemoWallet?: unknown }).__finDemoWallet !== undefined);
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Demo wallet (devnet)' }).click();
}

async function keepOnly(section: Locator, from: string, to: string): Promise<void> {
  const boxes = section.getByRole('checkbox', { name: /^Include the move / });
  const wanted = `Include the move ${from} → ${to}`;
  let found = false;
  for (const box of await boxes.all()) {
    if ((await box.getAttribute('aria-label')) === wanted) found = true;
    else await box.uncheck();
  }
  if (!found) throw new Error(`the optimizer did not propose ${from} → ${to}`);
}

async function run(move: Move): Promise<Sample> {
  const snapshot = await stack.devnet.snapshot();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(stack.apps.shellUrl);
    await connect(page);
    await page.locator('[data-remote-slot="mf_optimizer/PortfolioOptimizer"]').scrollIntoViewIfNeeded();
    const section = page.locator('[data-section="mf_optimizer/PortfolioOptimizer"]');
    await section.getByRole('radio', { name: '1 month' }).check();
    await section.getByRole('button', { name: /Analyze/ }).click();
    await section.getByText(/^Analysis complete:/).waitFor({ timeout: 60_000 });
    const [from, to] = MOVES[move];
    await keepOnly(section, from, to);
    await page.evaluate(() => (window as unknown as DemoWallet).__finDemoWallet.reset());
    const started = Date.now();
    await section.getByRole('button', { name: 'Execute rebalancing' }).click();
    await section
      .getByRole('region', { name: 'Rebalancing plan' })
      .getByRole('heading', { name: 'Last rebalancing: complete' })
      .waitFor({ timeout: 180_000 });
    const ms = Date.now() - started;
    const log = await page.evaluate(() => (window as unknown as DemoWallet).__finDemoWallet.log);
    return { ms, prompts: log.map((l) => l.method) };
  } finally {
    await context.close();
    await stack.devnet.revert(snapshot);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

try {
  console.log(
    `optimizer-moves: ${RUNS} runs per move, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`,
  );
  for (const move of Object.keys(MOVES) as Move[]) {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await run(move));
    const counts = samples.map((s) => s.prompts.length);
    console.log(
      `${move.padEnd(11)} execute -> complete: median ${(median(samples.map((s) => s.ms)) / 1000).toFixed(1)} s ` +
        `(runs ${samples.map((s) => (s.ms / 1000).toFixed(1)).join(', ')} s); wallet prompts ${counts.join(', ')} ` +
        `(${samples[0]?.prompts.join(' > ')})`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
