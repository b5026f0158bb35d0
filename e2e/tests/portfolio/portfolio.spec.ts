import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { formatUsd } from '@fin/shared/domain/money/format';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { Locator, Page } from '@playwright/test';
import { type Address, encodeFunctionData, parseAbi, parseUnits } from 'viem';
import { sendOnChain } from '../../fixtures/send-on-chain';
import type { FinFixture } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { bookMorphoInterest, type Holding, readHoldings, rowSelector } from './chain-truth';

const SLOT = '[data-remote-slot="mf_portfolio/PortfolioPanel"]';

function panel(page: Page): Locator {
  return page.locator(`${SLOT} [data-section="mf_portfolio/PortfolioPanel"]`);
}

async function openShell(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  const p = panel(page);
  await page.locator(SLOT).scrollIntoViewIfNeeded();
  await expect(p.getByRole('heading', { name: 'USD Stablecoin Portfolio' })).toBeVisible();
  return p;
}

/**
 * Interest-bearing rows keep accruing between the test's own chain read and the panel's (calls run at the pending
 * block's time), by about $0.00001 a second on these positions; a 4th-decimal tolerance covers that, nothing more.
 */
const ACCRUAL_TOLERANCE_USD = 0.0002;

async function expectUsd(locator: Locator, expected: number, accrues: boolean): Promise<void> {
  if (!accrues) return expect(locator).toHaveText(formatUsd(expected));
  await expect
    .poll(async () => Math.abs(Number(((await locator.textContent()) ?? '').replace(/[$,]/g, '')) - expected))
    .toBeLessThanOrEqual(ACCRUAL_TOLERANCE_USD);
}

async function expectHoldingsShown(p: Locator, holdings: readonly Holding[]): Promise<void> {
  await expect(p.getByTestId('portfolio-row')).toHaveCount(holdings.length, { timeout: 20_000 });
  for (const h of holdings) {
    const row = p.locator(rowSelector(h));
    await expect(row, `${h.symbol} on ${h.chainName}`).toHaveCount(1);
    await expectUsd(row.getByTestId('row-usd'), h.valueUSD, h.type !== 'stablecoin');
    await expect(row.getByTestId('row-chain')).toHaveText(h.chainName);
  }
}

/** Books Morpho interest on chain, connects the demo wallet and returns what it holds, read from the chains. */
async function connectAndReadTruth(
  page: Page,
  fin: FinFixture,
  chains = fin.devnet.manifest.chains,
): Promise<{ address: Address; holdings: Holding[] }> {
  await bookMorphoInterest(chains, fin.devnet.manifest.demoAccount.privateKey);
  const address = await connectDemoWallet(page);
  return { address, holdings: await readHoldings(chains, address) };
}

test('a visitor sees No wallet connected', async ({ page, fin }) => {
  const p = await openShell(page, fin.shellUrl);
  await expect(p.getByText('No wallet connected')).toBeVisible();
  await expect(p.getByText('Connect a wallet to view your balances')).toBeVisible();
});

test('every seeded balance shows with its USD value on its chain, and the total adds up', async ({
  page,
  fin,
}) => {
  const p = await openShell(page, fin.shellUrl);
  const { address, holdings } = await connectAndReadTruth(page, fin);
  // The devnet seeds stablecoins on every chain plus positions in Aave, Compound and Morpho.
  expect(new Set(holdings.map((h) => h.chainId)).size).toBe(6);
  expect(holdings.some((h) => h.type === 'receipt')).toBe(true);
  expect(holdings.some((h) => h.type === 'position')).toBe(true);
  await expectHoldingsShown(p, holdings);
  const total = holdings.reduce((s, h) => s + h.valueUSD, 0);
  await expectUsd(p.getByTestId('portfolio-total'), total, true);
  await expect(p.getByTestId('portfolio-address')).toHaveText(
    `${address.slice(0, 6)}...${address.slice(-4)}`,
  );
  await expect(p.getByTestId('footer-assets')).toHaveText(String(holdings.length));
  await expect(p.getByTestId('footer-chains')).toHaveText('6');
  await expect(p.getByTestId('footer-positions')).toHaveText(
    String(holdings.filter((h) => h.type !== 'stablecoin').length),
  );
  await expect(p.getByText('Auto-refresh every 60s')).toBeVisible();
  // Morpho Blue positions carry their market and collateral.
  const position = p.locator('[data-testid="portfolio-row"][data-type="position"]').first();
  await expect(position).toContainText('Morpho Blue');
  await expect(position).toContainText(/Collateral (WETH|wstETH|WBTC|cbETH)/);
});

test('chain and asset filters narrow the rows', async ({ page, fin }) => {
  const p = await openShell(page, fin.shellUrl);
  const { holdings } = await connectAndReadTruth(page, fin);
  await expect(p.getByTestId('portfolio-row')).toHaveCount(holdings.length, { timeout: 20_000 });
  const [chainSelect, assetSelect] = [p.getByRole('combobox').nth(0), p.getByRole('combobox').nth(1)];

  await chainSelect.selectOption({ label: 'Base' });
  const onBase = holdings.filter((h) => h.chainId === 8453);
  await expect(p.getByTestId('portfolio-row')).toHaveCount(onBase.length);
  await expect(p.locator('[data-testid="portfolio-row"]:not([data-chain-id="8453"])')).toHaveCount(0);

  await assetSelect.selectOption({ label: 'USDT' });
  await expect(p.getByTestId('portfolio-row')).toHaveCount(onBase.filter((h) => h.symbol === 'USDT').length);

  await chainSelect.selectOption({ label: 'All Chains' });
  await expect(p.getByTestId('portfolio-row')).toHaveCount(
    holdings.filter((h) => h.symbol === 'USDT').length,
  );
  await expect(p.locator('[data-testid="portfolio-row"]:not([data-symbol="USDT"])')).toHaveCount(0);
});

test('after a deposit made on-chain and a refresh, the new receipt balance shows', async ({ page, fin }) => {
  const p = await openShell(page, fin.shellUrl);
  const { address, holdings: before } = await connectAndReadTruth(page, fin);
  await expect(p.getByTestId('portfolio-row')).toHaveCount(before.length, { timeout: 20_000 });

  const baseRpc = fin.devnet.manifest.chains.find((c) => c.chainId === 8453)?.rpcUrl as string;
  const key = fin.devnet.manifest.demoAccount.privateKey;
  const usdc = getTokenAddress('USDC', 8453) as Address;
  const pool = AAVE_V3_POOL[8453] as Address;
  const amount = parseUnits('1234.56', 6);
  const erc20 = parseAbi(['function approve(address spender, uint256 amount) returns (bool)']);
  const aave = parseAbi([
    'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  ]);
  const approve = encodeFunctionData({ abi: erc20, functionName: 'approve', args: [pool, amount] });
  await sendOnChain(baseRpc, key, { to: usdc, data: approve }, 'approving USDC for Aave');
  const supply = encodeFunctionData({ abi: aave, functionName: 'supply', args: [usdc, amount, address, 0] });
  await sendOnChain(baseRpc, key, { to: pool, data: supply }, 'supplying USDC to Aave');

  await bookMorphoInterest(fin.devnet.manifest.chains, fin.devnet.manifest.demoAccount.privateKey);
  const after = await readHoldings(fin.devnet.manifest.chains, address);
  const aUsdc = after.find((h) => h.chainId === 8453 && h.symbol === 'aUSDC') as Holding;
  const previous = before.find((h) => h.chainId === 8453 && h.symbol === 'aUSDC');
  expect(aUsdc.valueUSD - (previous?.valueUSD ?? 0)).toBeGreaterThan(1234.55);

  await p.getByRole('button', { name: 'Refresh balances' }).click();
  await expect(p.locator(rowSelector(aUsdc)).getByTestId('row-usd')).toHaveText(formatUsd(aUsdc.valueUSD));
  await expectHoldingsShown(p, after);
});

test('with one chain down the other five show, with a note naming it', async ({ page, fin }) => {
  await fin.devnet.stopChain(137);
  try {
    const p = await openShell(page, fin.shellUrl);
    const up = fin.devnet.manifest.chains.filter((c) => c.chainId !== 137);
    const { holdings } = await connectAndReadTruth(page, fin, up);
    await expect(p.getByTestId('failed-chains-note')).toContainText(
      'Balances on Polygon could not be loaded.',
      {
        timeout: 30_000,
      },
    );
    await expectHoldingsShown(p, holdings);
    await expect(p.getByTestId('footer-chains')).toHaveText('5');
  } finally {
    await fin.devnet.restartChain(137);
  }
});

test('when the API is down the panel reads the chains from the browser', async ({ page, fin }) => {
  // The real API process is stopped: the static server's /api proxy answers 502, as a dead backend would.
  await fin.stopApi();
  const rpcPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && fin.devnet.manifest.chains.some((c) => r.url().startsWith(c.rpcUrl))) {
      rpcPosts.push(r.url());
    }
  });
  const p = await openShell(page, fin.shellUrl);
  const { holdings } = await connectAndReadTruth(page, fin);
  await expectHoldingsShown(p, holdings);
  expect(rpcPosts.length).toBeGreaterThanOrEqual(6);
});

test('the standalone page of the remote shows the portfolio', async ({ page, fin }) => {
  await page.goto(fin.remoteUrl('mf_portfolio'));
  await expect(page.getByText('(standalone)')).toBeVisible();
  const p = page.locator('[data-section="mf_portfolio/PortfolioPanel"]');
  await expect(p.getByText('No wallet connected')).toBeVisible();
  const { holdings } = await connectAndReadTruth(page, fin);
  await expectHoldingsShown(p, holdings);
});
