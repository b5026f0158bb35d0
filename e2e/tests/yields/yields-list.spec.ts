import { formatUsd } from '@fin/shared/domain/money/format';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { listedRows, openHomeYields, openYieldsPage, servedOpportunities } from './yields-helpers';

// Orders written out here, independently of the product's sort code: unknown values last, then the id.
const known = (v: number | null) => (v === null || Number.isNaN(v) ? Number.NEGATIVE_INFINITY : v);
const byApy = (a: YieldOpportunity, b: YieldOpportunity) =>
  known(b.apy) - known(a.apy) || known(b.tvl) - known(a.tvl) || (a.id < b.id ? -1 : 1);
const byTvl = (a: YieldOpportunity, b: YieldOpportunity) => known(b.tvl) - known(a.tvl) || byApy(a, b);

test('a visitor sees 6 clear rows and the rest blurred behind a connect prompt', async ({ page, fin }) => {
  const served = await servedOpportunities(fin.apiUrl);
  const section = await openHomeYields(page, fin.shellUrl);
  await expect(listedRows(section)).toHaveCount(6);
  const expected = [...served]
    .sort(byApy)
    .slice(0, 6)
    .map((o) => o.id);
  expect(
    await listedRows(section).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-pool-id'))),
  ).toEqual(expected);
  const gate = section.getByTestId('yields-gate');
  await expect(gate).toContainText(`Connect a wallet to see all ${served.length} opportunities`);
  await expect(gate.locator('.yl-gate__blurred')).toHaveCSS('filter', /blur/);
  await expect(section.getByRole('link', { name: 'View all yields' })).toHaveAttribute('href', '/yields');
  await gate.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
});

test('a connected wallet gets the whole list, virtualized, down to the last row', async ({ page, fin }) => {
  const served = await servedOpportunities(fin.apiUrl);
  const section = await openYieldsPage(page, fin.shellUrl);
  await connectDemoWallet(page);
  await expect(section.getByTestId('yields-gate')).toHaveCount(0);
  await expect(section.getByTestId('yields-count')).toHaveText(
    `${served.length} of ${served.length} opportunities`,
  );
  const rendered = await listedRows(section).count();
  expect(rendered).toBeGreaterThan(6);
  expect(rendered).toBeLessThan(served.length);
  await section.getByTestId('yields-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const last = [...served].sort(byApy).at(-1) as YieldOpportunity;
  await expect(section.locator(`[data-pool-id="${last.id}"]`)).toBeVisible();
});

test('a filter and a sort change the rows, live in the URL and survive a reload', async ({ page, fin }) => {
  const served = await servedOpportunities(fin.apiUrl);
  const section = await openYieldsPage(page, fin.shellUrl);
  await connectDemoWallet(page);
  await section.getByLabel('Min TVL').selectOption({ label: '100M' });
  await section.getByLabel('Sort by').selectOption({ label: 'Highest TVL' });
  const expected = served.filter((o) => (o.tvl ?? 0) >= 100_000_000).sort(byTvl);
  expect(expected.length).toBeGreaterThan(3);
  const check = async () => {
    await expect(section.getByTestId('yields-count')).toHaveText(
      `${expected.length} of ${served.length} opportunities`,
    );
    await expect(listedRows(section).first()).toHaveAttribute('data-pool-id', expected[0]!.id);
    await expect(listedRows(section).nth(1)).toHaveAttribute('data-pool-id', expected[1]!.id);
  };
  await check();
  await expect(page).toHaveURL(/\/yields\?sort=tvl&minTvl=100000000$/);

  await page.reload();
  await expect(section.getByLabel('Sort by')).toHaveValue('tvl');
  await expect(section.getByLabel('Min TVL')).toHaveValue('100000000');
  await check();
});

test('a shared link opens the same view, and a chain filter narrows the rows', async ({ page, fin }) => {
  const served = await servedOpportunities(fin.apiUrl);
  const section = await openYieldsPage(page, fin.shellUrl, '?chain=Base&asset=USDC&risk=low');
  const expected = served.filter((o) => o.chain === 'Base' && o.asset === 'USDC' && o.riskLevel === 'low');
  await expect(section.getByTestId('yields-count')).toHaveText(
    `${expected.length} of ${served.length} opportunities`,
  );
  await expect(section.getByRole('button', { name: 'Low', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const chain of await listedRows(section).evaluateAll((rows) =>
    rows.map((r) => r.getAttribute('aria-label')),
  )) {
    expect(chain).toContain('USDC on Base');
  }
});

test('a filter dropdown narrows the rows and closes on Esc, focus back on it', async ({ page, fin }) => {
  const served = await servedOpportunities(fin.apiUrl);
  const section = await openYieldsPage(page, fin.shellUrl);
  const dropdown = section.locator('summary', { hasText: 'All chains' });
  await dropdown.click();
  const base = section.getByRole('checkbox', { name: 'Base' });
  await base.check();
  await expect(section.getByTestId('yields-count')).toHaveText(
    `${served.filter((o) => o.chain === 'Base').length} of ${served.length} opportunities`,
  );
  await page.keyboard.press('Escape');
  await expect(base).toBeHidden();
  await expect(section.locator('summary', { hasText: 'Base' })).toBeFocused();
});

test('rows above the maximum APY are hidden with a hint, and one click shows them', async ({ page, fin }) => {
  const served = await servedOpportunities(fin.apiUrl);
  // The default maximum is 100%; a shared link can lower it, which is the same path with the devnet's rates.
  const section = await openYieldsPage(page, fin.shellUrl, '?maxApy=10');
  const above = served.filter((o) => (o.apy ?? 0) > 10).length;
  expect(above).toBeGreaterThan(0);
  await expect(section.getByTestId('yields-above-max')).toContainText(
    `${above} ${above === 1 ? 'pool' : 'pools'} above 10% APY hidden`,
  );
  await expect(section.getByTestId('yields-count')).toHaveText(
    `${served.length - above} of ${served.length} opportunities`,
  );
  await section.getByRole('button', { name: 'Show them' }).click();
  await expect(section.getByTestId('yields-count')).toHaveText(
    `${served.length} of ${served.length} opportunities`,
  );
  await expect(section.getByTestId('yields-above-max')).toHaveCount(0);
});

test('opening a row loads its history chart and shows the calculator', async ({ page, fin }) => {
  const history: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/defi/pools/')) history.push(r.url());
  });
  const section = await openYieldsPage(page, fin.shellUrl, '?sort=tvl');
  await connectDemoWallet(page);
  const first = listedRows(section).first();
  const id = (await first.getAttribute('data-pool-id')) as string;
  expect(history).toEqual([]);
  await first.click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
  await expect(dialog.getByRole('img', { name: 'APY history' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('img', { name: 'TVL history' })).toBeVisible();
  // The chart says where its data comes from; on the devnet the pool's recorded points are marked as such.
  await expect(dialog.getByTestId('history-source')).toHaveText(/^(Source: |Two sources, drawn apart: )/);
  expect(history.map((u) => new URL(u).pathname)).toEqual([
    `/api/defi/pools/${encodeURIComponent(id)}/history`,
  ]);
  await expect(dialog.getByRole('button', { name: '1 Year' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Deposit amount (USD)')).toHaveValue('1000');
  await expect(dialog.getByTestId('calc-final-balance')).toHaveText(/^\$1,\d{3}\.\d{4}$/);
  // An APY is already the compounded yearly yield: $1,000 for a year at APY a earns exactly 10 × a dollars.
  const apy = (await servedOpportunities(fin.apiUrl)).find((o) => o.id === id)?.apy ?? Number.NaN;
  await expect(dialog.getByTestId('calc-total-earnings')).toHaveText(formatUsd(10 * apy));
  await expect(dialog.getByTestId('calc-convention')).toHaveText(
    'The APY already includes compounding: one year at this APY earns exactly the APY.',
  );
  await expect(dialog.getByTestId('growth-chart')).toBeVisible();
});

test("'USD Stablecoins' lists no euro coin, and says pools are live only while a chain answers", async ({
  page,
  fin,
}) => {
  const section = await openYieldsPage(page, fin.shellUrl);
  await connectDemoWallet(page);
  await expect(section.getByTestId('yields-as-of')).toContainText(
    'pools Fin deposits into are read live from the chain',
  );
  // The capture holds Aave V3 EURS on Polygon and EURC pools, which DefiLlama flags as stablecoins.
  await section.locator('summary', { hasText: 'All assets' }).click();
  const assets = await section.locator('.yl-chips__panel:visible label').allTextContents();
  expect(assets).toContain('USDC');
  expect(assets.filter((a) => /EUR/i.test(a))).toEqual([]);
  await page.keyboard.press('Escape');

  // No chain reachable, and an API with no earlier reading of them (a fresh database).
  const chainIds = fin.devnet.manifest.chains.map((c) => c.chainId);
  await fin.stopApi();
  try {
    for (const id of chainIds) await fin.devnet.stopChain(id);
    await fin.ensureApi();
    const down = await openYieldsPage(page, fin.shellUrl);
    await expect(down.getByTestId('yields-as-of')).toContainText(
      'no chain could be read just now, so no rate here is live',
    );
    await expect(down.getByTestId('yields-as-of')).not.toContainText('read live');
  } finally {
    // The API built its list while no chain answered; the next test on this stack gets one that reads them live.
    await fin.stopApi();
    for (const id of chainIds) await fin.devnet.restartChain(id);
    await fin.ensureApi();
  }
});
