// Earnings per position in the page: the demo wallet deposits into Moonwell on Base outside Fin (as another app
// would), tops up and partly withdraws, with chain time moved forward between the steps so interest accrues. Its
// portfolio row then shows the money in, what it earned (the value the protocol reports now minus the money in)
// and the realized APY with a small value chart, and the CSV export carries the same figures.
import { MOONWELL_MUSDC } from '@fin/shared/domain/chains/contracts';
import { formatUsd } from '@fin/shared/domain/money/format';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { Locator, Page } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  formatUnits,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseUnits,
} from 'viem';
import { sendOnChain } from '../../fixtures/send-on-chain';
import type { FinFixture } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';

const BASE = 8453;
const DAY = 86_400;
const SLOT = '[data-remote-slot="mf_portfolio/PortfolioPanel"]';
const usdc = getTokenAddress('USDC', BASE) as Address;
const mToken = MOONWELL_MUSDC[BASE] as Address;
const abi = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function mint(uint256 mintAmount) returns (uint256)',
  'function redeemUnderlying(uint256 redeemAmount) returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function exchangeRateStored() view returns (uint256)',
]);
/** Accrual between the test's chain read and the page's (as in portfolio.spec.ts). */
const ACCRUAL_TOLERANCE_USD = 0.0002;

const panel = (page: Page) => page.locator(`${SLOT} [data-section="mf_portfolio/PortfolioPanel"]`);
const usd = (text: string | null) => Number((text ?? '').replace(/[^0-9.−-]/g, '').replace('−', '-'));

async function openPortfolio(page: Page, fin: FinFixture): Promise<Locator> {
  await page.goto(fin.shellUrl);
  const p = panel(page);
  await page.locator(SLOT).scrollIntoViewIfNeeded();
  await expect(p.getByRole('heading', { name: 'USD Stablecoin Portfolio' })).toBeVisible();
  await connectDemoWallet(page);
  return p;
}

function moonwellOnBase(fin: FinFixture) {
  const rpcUrl = fin.devnet.chain(BASE).rpcUrl;
  const key = fin.devnet.manifest.demoAccount.privateKey as Hex;
  const send = (
    functionName: 'approve' | 'mint' | 'redeemUnderlying',
    args: readonly unknown[],
    to: Address,
  ) =>
    sendOnChain(
      rpcUrl,
      key,
      { to, data: encodeFunctionData({ abi, functionName, args } as never) },
      functionName,
    );
  return {
    approve: () => send('approve', [mToken, maxUint256], usdc),
    mint: (v: string) => send('mint', [parseUnits(v, 6)], mToken),
    redeem: (v: string) => send('redeemUnderlying', [parseUnits(v, 6)], mToken),
    /** What Moonwell says the wallet's mwUSDC is worth now. */
    async valueNow(owner: Address): Promise<number> {
      const c = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
      const [shares, rate] = await Promise.all([
        c.readContract({ address: mToken, abi, functionName: 'balanceOf', args: [owner] }),
        c.readContract({ address: mToken, abi, functionName: 'exchangeRateStored' }),
      ]);
      return Number(formatUnits((shares * rate) / 10n ** 18n, 6));
    },
  };
}

/** Screenshots for a person to look at (desktop and phone), only when asked for (FIN_SCREENSHOTS=folder). */
async function screenshots(section: Locator, name: string, row: Locator): Promise<void> {
  const folder = process.env.FIN_SCREENSHOTS;
  if (!folder) return;
  const page = section.page();
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await section.scrollIntoViewIfNeeded();
    // The list scrolls inside the panel: bring the row the test is about into it.
    await row.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    await section.screenshot({ path: `${folder}/${name}-${w}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a position deposited, topped up and partly withdrawn shows what it earned, in its row and in the CSV', async ({
  page,
  fin,
}) => {
  test.setTimeout(180_000);
  const moonwell = moonwellOnBase(fin);
  await moonwell.approve();
  await moonwell.mint('1000');
  await fin.devnet.increaseTime(20 * DAY, { chainId: BASE });
  await moonwell.mint('500');
  await fin.devnet.increaseTime(20 * DAY, { chainId: BASE });
  await moonwell.redeem('300');
  await fin.devnet.increaseTime(20 * DAY, { chainId: BASE });

  const p = await openPortfolio(page, fin);
  const owner = fin.devnet.manifest.demoAccount.address as Address;
  const row = p.locator(`[data-testid="portfolio-row"][data-chain-id="${BASE}"][data-symbol="mwUSDC"]`);
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  // The API keeps a wallet's figures a minute; Refresh reads the chains again, as after a deposit in Fin.
  await p.getByRole('button', { name: /Refresh/ }).click();
  await expect(row.getByTestId('row-net-in')).toHaveText(`${formatUsd(1200)} in`, { timeout: 60_000 });

  const chainEarned = (await moonwell.valueNow(owner)) - 1200;
  expect(chainEarned).toBeGreaterThan(5);
  await expect
    .poll(async () => Math.abs(usd(await row.getByTestId('row-earnings').textContent()) - chainEarned), {
      timeout: 30_000,
    })
    .toBeLessThanOrEqual(ACCRUAL_TOLERANCE_USD);
  const shownEarned = usd(await row.getByTestId('row-earnings').textContent());
  // Sixty days at Moonwell's few-percent rate, money-weighted.
  const realized = usd(await row.getByTestId('row-realized-apy').textContent());
  expect(realized).toBeGreaterThan(0.5);
  expect(realized).toBeLessThan(25);
  await expect(row.getByRole('img', { name: /^Value over time: \$1,000\.0000 to / })).toBeVisible();
  // The seeded Aave deposit on Base is counted too: the devnet's chain is younger than the look-back.
  const aave = p.locator(`[data-testid="portfolio-row"][data-chain-id="${BASE}"][data-symbol="aUSDC"]`);
  await expect(aave.getByTestId('row-earnings')).toContainText('earned');

  // The CSV carries the same figures.
  const download = page.waitForEvent('download');
  await p.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const lines = readFileSync(file, 'utf8').trim().split('\r\n');
  const header = (lines[0] ?? '').split(',');
  const line = (lines.find((l) => l.startsWith(`Base,${BASE},mwUSDC,`)) ?? '').split(',');
  const cell = (name: string) => line[header.indexOf(name)];
  expect(cell('Money in (USD)')).toBe('1200');
  expect(Number(cell('Earned to date (USD)'))).toBeCloseTo(shownEarned, 4);
  expect(Number(cell('Realized APY (%)'))).toBeCloseTo(realized, 2);

  await p.getByRole('combobox').first().selectOption({ label: 'Base' });
  await screenshots(p, 'portfolio-earnings', row);
});

test("after interest accrues on chain, the next portfolio read shows value and 'earned' that agree (earned = value − money in)", async ({
  page,
  fin,
}) => {
  test.setTimeout(150_000);
  // The page's clock is the test's: the panel's 60 s poll is one call, and nothing is clicked to refresh.
  await page.clock.install();
  const p = await openPortfolio(page, fin);
  // The seeded Aave deposit on Base: counted (the devnet is younger than the look-back) and accruing with time.
  const row = p.locator(`[data-testid="portfolio-row"][data-chain-id="${BASE}"][data-symbol="aUSDC"]`);
  await expect(row.getByTestId('row-earnings')).toContainText('earned', { timeout: 60_000 });
  const figures = async () => ({
    value: usd(await row.getByTestId('row-usd').textContent()),
    moneyIn: usd(await row.getByTestId('row-net-in').textContent()),
    earned: usd(await row.getByTestId('row-earnings').textContent()),
  });
  const before = await figures();

  await fin.devnet.increaseTime(30 * DAY, { chainId: BASE });
  await page.clock.runFor(61_000);
  await expect.poll(async () => (await figures()).value, { timeout: 30_000 }).toBeGreaterThan(before.value);
  // Whenever the value on screen has moved, 'earned' has moved with it: never a minute behind.
  for (let i = 0; i < 5; i++) {
    const now = await figures();
    expect(Math.abs(now.earned - (now.value - now.moneyIn))).toBeLessThanOrEqual(0.0001);
    expect(now.earned).toBeGreaterThan(before.earned);
    await page.clock.runFor(1_000);
  }
  await screenshots(p, 'portfolio-earned-agrees', row);
});
