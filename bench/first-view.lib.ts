/**
 * The first view, measured in a real browser: the JS a phone or desktop downloads from navigation until the
 * dashboard's first screen is complete and the network first goes quiet, for a visitor and for a returning
 * connected wallet (the demo wallet reconnecting on load), with a cold HTTP cache. Used by the benchmark
 * (first-view.ts) and by CI's size budget (size-budget.ts), so a feature cannot grow the first view unseen.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

export const VIEWPORTS = [
  { name: 'phone 390x844', width: 390, height: 844 },
  { name: 'desktop 1440x900', width: 1440, height: 900 },
] as const;

export const BELOW_THE_FOLD = ['mf_agent', 'mf_transfer', 'mf_chat'];
export const WALLET_SDK = /@coinbase|wallet-sdk|@base-org|base-account|@gemini/;

export type Download = { url: string; gzip: number };

async function quiet(page: Page, pending: () => number): Promise<void> {
  // Half a second with no request in flight and none started.
  let last = -1;
  for (;;) {
    const count = pending();
    if (count === last) return;
    last = count;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
}

export async function firstView(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  connected: boolean,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (connected) {
    await page.goto(url);
    await page.waitForFunction(() => (window as { __finDemoWallet?: unknown }).__finDemoWallet !== undefined);
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Demo wallet (devnet)' })
      .click();
    await page.getByTestId('wallet-address').first().waitFor();
    // The returning visit is measured with a cold HTTP cache, like a first visit: only the wallet is remembered.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  }
  const downloads: Promise<Download>[] = [];
  let started = 0;
  page.on('request', () => {
    started += 1;
  });
  page.on('response', (r) => {
    if (!new URL(r.url()).pathname.endsWith('.js')) return;
    downloads.push(
      r.body().then(
        (b) => ({ url: r.url(), gzip: gzipSync(b).length }),
        () => ({ url: r.url(), gzip: 0 }),
      ),
    );
  });
  const t0 = Date.now();
  await page.goto(url);
  // A section that fails shows its fallback: the first screen is complete either way (the note says which).
  const settled = (id: string) =>
    page
      .locator(`[data-remote-slot="${id}"] :is([data-section="${id}"], [data-slot-fallback])`)
      .first()
      .waitFor();
  await settled('mf_portfolio/PortfolioPanel');
  await settled('mf_optimizer/PortfolioOptimizer');
  const failed = await page
    .locator('[data-slot-fallback]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-slot-fallback')));
  if (connected) await page.getByTestId('portfolio-footer').waitFor({ timeout: 60_000 });
  const rendered = Date.now() - t0;
  await quiet(page, () => started);
  const js = await Promise.all(downloads);
  await context.close();
  return { js, rendered, failed };
}
