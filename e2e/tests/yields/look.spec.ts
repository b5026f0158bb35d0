// The yields section, a pool's detail, the deposit dialog of each contract shape and the portfolio's Withdraw, as
// a user with the demo wallet sees them on a desktop (1440×900) and a phone (390×844). No row may overlap another,
// no control or text run past the screen's edge and no text be cut off; with FIN_SCREENSHOTS=<dir> each view is
// also saved for a person to look at.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { layoutProblems } from '../shell/layout-problems';
import { CASES, poolOf } from './protocol-cases';
import { openDepositDialog, openHomeYields, servedOpportunities } from './yields-helpers';

const VIEWPORTS = [
  [1440, 900],
  [390, 844],
] as const;

/** Saves what the user sees now, when screenshots are asked for. */
async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  const dir = process.env.FIN_SCREENSHOTS;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  const path = `${dir}/${name}-${width}.png`;
  await (target ? target.screenshot({ path }) : page.screenshot({ path }));
}

/** No overlapping rows, stray controls or cut-off text on the page (the phone layout check's measures). */
async function expectWhole(page: Page): Promise<void> {
  expect(await layoutProblems(page)).toEqual([]);
}

/** One row of each contract shape the deposit dialog sends: Aave-style pools, Comet, Compound V2-style markets
 * (mint(uint) and dForce's mint(address,uint)), ERC-4626 vaults (Morpho, Spark Savings, Euler V2). */
const SHAPES = [
  'Aave V3 on Base',
  'Compound V3 on Base',
  'Moonwell on Base',
  'Morpho Steakhouse USDC on Ethereum',
  'Spark Savings USDC on Ethereum',
  'Euler V2 eUSDC-95 on Ethereum',
  'SparkLend USDT on Ethereum',
  'Benqi USDC on Avalanche',
  'dForce DAI on Ethereum',
];

for (const [width, height] of VIEWPORTS) {
  test(`the yields list and a pool's detail fit a ${width}px screen`, async ({ page, fin }) => {
    await page.setViewportSize({ width, height });
    const aave = poolOf(await servedOpportunities(fin.apiUrl), CASES[0]!);
    await page.goto(`${fin.shellUrl}/`);
    await connectDemoWallet(page);
    const section = await openHomeYields(page, fin.shellUrl, `?chain=${aave.chain}&asset=${aave.asset}`);
    await expectWhole(page);
    await shot(page, 'yields-section', section);
    await section.locator(`[data-pool-id="${aave.id}"]`).click();
    const detail = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
    await expect(detail.getByTestId('calculator-results')).toBeVisible();
    await expectWhole(page);
    await shot(page, 'yield-detail');
    await detail.getByTestId('calc-convention').scrollIntoViewIfNeeded();
    await shot(page, 'yield-detail-calculator');
    await detail.getByRole('button', { name: 'Deposit', exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'yield-detail-end');
  });

  test(`the portfolio and its Withdraw dialog fit a ${width}px screen`, async ({ page, fin }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${fin.shellUrl}/`);
    await connectDemoWallet(page);
    const panel = page.locator('[data-section="mf_portfolio/PortfolioPanel"]');
    const rows = panel.getByTestId('portfolio-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await panel.scrollIntoViewIfNeeded();
    await expectWhole(page);
    await shot(page, 'portfolio', panel);
    const aUsdc = panel.locator('[data-testid="portfolio-row"][data-chain-id="8453"][data-symbol="aUSDC"]');
    // A phone shows the first four balances (the idle stablecoins) until 'Show all'.
    const showAll = panel.getByRole('button', { name: /^Show all \d+ balances$/ });
    if (width < 720) {
      await expect(aUsdc).toBeHidden();
      await showAll.click();
      await expectWhole(page);
      await shot(page, 'portfolio-all', panel);
    } else await expect(showAll).toBeHidden();
    await aUsdc.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: /^Withdraw from / });
    await dialog.getByRole('button', { name: 'Max' }).click();
    await expectWhole(page);
    await shot(page, 'withdraw');
  });
}

// The dialogs are opened from a desktop-wide list (its rows are virtualized: a phone-high window renders only the
// first few) and then looked at on both screens.
test('the deposit dialog of each contract shape fits a 1440px and a 390px screen', async ({ page, fin }) => {
  test.setTimeout(180_000);
  const served = await servedOpportunities(fin.apiUrl);
  await page.goto(`${fin.shellUrl}/`);
  await connectDemoWallet(page);
  for (const name of SHAPES) {
    const c = CASES.find((x) => x.name === name);
    if (!c) throw new Error(`no case ${name}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    const dialog = await openDepositDialog(page, fin.shellUrl, poolOf(served, c));
    await dialog.getByLabel(/^Amount/).fill('10');
    for (const [width, height] of VIEWPORTS) {
      await page.setViewportSize({ width, height });
      await expectWhole(page);
      await shot(page, `deposit-${c.slug}-${c.chainId}-${c.asset}`);
    }
  }
});

// A closed select shows its choice on one line and cuts the rest off without an ellipsis: on a phone the sort's
// longest choice must still fit its box (text, padding and the arrow).
test('the sort shows its whole choice on a 390px screen', async ({ page, fin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const section = await openHomeYields(page, fin.shellUrl);
  const sort = section.getByRole('combobox', { name: 'Sort by' });
  const fit = await sort.evaluate((el) => {
    const select = el as HTMLSelectElement;
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const widest = Math.max(...[...select.options].map((o) => context.measureText(o.text).width));
    const room =
      select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20;
    return { widest: Math.ceil(widest), room: Math.floor(room) };
  });
  expect(fit.widest).toBeLessThanOrEqual(fit.room);
});
