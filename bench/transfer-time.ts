/**
 * Transfer benchmark: time from clicking Start to USDC minted on the devnet (the status line reads 'Transfer
 * complete!'), standard, fast and forwarded ('Delivered for you': Circle's Forwarding Service mints, no switch and
 * no mint prompt), on the standalone Quick Actions page with the demo wallet; and per transfer the number of
 * attestation-service requests and wallet prompts (approval requests the demo wallet answered). Each mode runs
 * step by step (before EIP-5792) and batched (the demo wallet reports atomic batching: approve + burn in one
 * wallet_sendCalls prompt).
 * The devnet attests fast burns after 2 s and standard ones after 6 s (its defaults), so the figures measure Fin's
 * own overhead on top of those waits: polling cadence (3 s), confirmations, the switch and the 0.5 s before mint.
 * Run: pnpm --filter @fin/mf-transfer build && pnpm --filter @fin/bench exec tsx transfer-time.ts  (FIN_BENCH_RUNS=3)
 */
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/stack/chromium';
import { startStack } from '../e2e/stack/stack';
import { freeStackPorts } from './stack-ports.lib';

const RUNS = Number(process.env.FIN_BENCH_RUNS ?? 3);

type Sample = { ms: number; attestationRequests: number; prompts: number; promptMethods: string[] };

const stack = await startStack({ ports: await freeStackPorts() });
const browser = await chromium.launch({ ...chromiumLaunchOptions() });
const attestationUrl = stack.devnet.manifest.attestationUrl;

const MODE_LABEL = { standard: 'Standard', fast: 'Fast', forwarded: 'Delivered for you' } as const;

async function transfer(
  mode: keyof typeof MODE_LABEL,
  batched: boolean,
  from: number,
  to: number,
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let attestationRequests = 0;
  let counting = false;
  page.on('request', (r) => {
    if (counting && r.url().startsWith(attestationUrl) && r.method() !== 'OPTIONS') attestationRequests++;
  });
  await page.goto(stack.apps.remoteUrl('mf_transfer'));
  await page.waitForFunction(() => (window as { __finDemoWallet?: unknown }).__finDemoWallet !== undefined);
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Demo wallet (devnet)' }).click();
  const formEl = page.getByTestId('transfer-form');
  await formEl.waitFor();
  await formEl.getByLabel('From').selectOption(String(from));
  await formEl.getByLabel('To').selectOption(String(to));
  const banner = page.getByTestId('source-chain-banner');
  if (await banner.isVisible()) {
    await banner.getByRole('button').click();
    await banner.waitFor({ state: 'hidden', timeout: 30_000 });
  }
  await formEl.getByLabel('Amount (USDC)').fill('10');
  await page.getByTestId('transfer-speed').getByLabel(MODE_LABEL[mode]).check();
  // Let the recovery scan on connect finish, so only this transfer's requests are counted.
  await page.waitForLoadState('networkidle');
  await page.evaluate((on) => {
    const control = (window as unknown as { __finDemoWallet: { reset(): void; batching: boolean } })
      .__finDemoWallet;
    control.reset();
    control.batching = on;
  }, batched);
  counting = true;
  const started = Date.now();
  await formEl.getByRole('button', { name: 'Start Transfer' }).click();
  await page
    .getByTestId('transfer-status')
    .getByText(/^Transfer complete! USDC has been minted on/)
    .waitFor({ timeout: 120_000 });
  const ms = Date.now() - started;
  counting = false;
  const log = (await page.evaluate(
    () => (window as unknown as { __finDemoWallet: { log: { method: string }[] } }).__finDemoWallet.log,
  )) as { method: string }[];
  await context.close();
  return { ms, attestationRequests, prompts: log.length, promptMethods: log.map((l) => l.method) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

try {
  console.log(
    `transfer-time: ${RUNS} runs per mode, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`,
  );
  const routes = [
    [8453, 42161],
    [42161, 8453],
  ] as const;
  for (const [mode, batched] of [
    ['standard', false],
    ['standard', true],
    ['fast', false],
    ['fast', true],
    ['forwarded', false],
    ['forwarded', true],
  ] as const) {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [from, to] = routes[i % routes.length]!;
      samples.push(await transfer(mode, batched, from, to));
    }
    console.log(
      `${mode.padEnd(9)} ${batched ? 'batched     ' : 'step-by-step'} Start -> minted: median ${(median(samples.map((s) => s.ms)) / 1000).toFixed(1)} s ` +
        `(runs ${samples.map((s) => (s.ms / 1000).toFixed(1)).join(', ')} s); ` +
        `attestation requests per transfer ${samples.map((s) => s.attestationRequests).join(', ')}; ` +
        `wallet prompts ${samples.map((s) => s.prompts).join(', ')} (${samples[0]?.promptMethods.join(' > ')})`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
