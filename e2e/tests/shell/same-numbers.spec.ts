// The same money reads the same in every section: the wallet's USDC on Base is one figure in the portfolio, the
// transfer form and the deposit dialog, and the optimizer names a move's amount the same way (a user comparing
// '25000' with '25,000.00' wonders which one is right).
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { analyze, openOptimizer } from '../optimizer/optimizer-helpers';
import { chooseRoute, section as quickActions, form as transferForm } from '../transfer/transfer-helpers';
import { openHomeYields, servedOpportunities } from '../yields/yields-helpers';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the USDC on Base reads the same in the portfolio, the transfer form and the deposit dialog`, async ({
    page,
    fin,
  }) => {
    await page.setViewportSize(viewport);
    const served = await servedOpportunities(fin.apiUrl);
    const aave = served.find(
      (o: YieldOpportunity) => o.protocolSlug === 'aave-v3' && o.chainId === 8453 && o.asset === 'USDC',
    );
    if (!aave) throw new Error('the devnet serves no Aave V3 USDC pool on Base');
    const yields = await openHomeYields(page, fin.shellUrl, '?chain=Base&asset=USDC');
    await connectDemoWallet(page);

    const row = page.locator(
      '[data-section="mf_portfolio/PortfolioPanel"] [data-testid="portfolio-row"][data-chain-id="8453"][data-symbol="USDC"][data-type="stablecoin"]',
    );
    const figure = ((await row.getByTestId('row-balance').textContent({ timeout: 30_000 })) ?? '').trim();
    expect(figure).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);

    await quickActions(page).scrollIntoViewIfNeeded();
    await expect(transferForm(page)).toBeVisible({ timeout: 30_000 });
    await chooseRoute(page, 8453, 42161);
    await expect(transferForm(page)).toContainText(`Balance on Base: ${figure} USDC`, { timeout: 15_000 });

    await yields.scrollIntoViewIfNeeded();
    await yields.locator(`[data-pool-id="${aave.id}"]`).click();
    const detail = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
    await detail.getByRole('button', { name: 'Deposit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Deposit to ${aave.protocol}` });
    await expect(dialog).toContainText(`Balance: ${figure} USDC on Base`, { timeout: 15_000 });
  });
}

test("at 390 px the optimizer's move of the idle USDC on Polygon names the amount as the portfolio writes it", async ({
  page,
  fin,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { section } = await openOptimizer(page, fin.shellUrl);
  const row = page.locator(
    '[data-section="mf_portfolio/PortfolioPanel"] [data-testid="portfolio-row"][data-chain-id="137"][data-symbol="USDC"][data-type="stablecoin"]',
  );
  const figure = ((await row.getByTestId('row-balance').textContent({ timeout: 30_000 })) ?? '').trim();
  expect(figure).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);
  await analyze(section);
  // The whole balance moves (the idle USDC on Ethereum goes first and fills the best pool's cap, so only part of it
  // moves and the move names that part instead).
  const move = section.getByRole('checkbox', { name: /^Include the move Wallet@Polygon → / }).first();
  await expect(move.locator('xpath=..')).toContainText(`all USDC (≈ ${figure})`);
});
