import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';

// The yields list feeds the yields section, the portfolio's APY badges and the protocol pages. They read one cache
// entry through one query key, so a dashboard load downloads and parses it once.
test('the dashboard downloads the yields list once for the yields section and the portfolio', async ({
  page,
  fin,
}) => {
  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/defi/all-stablecoins') listRequests.push(r.url());
  });
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  const portfolio = page.locator('[data-remote-slot="mf_portfolio/PortfolioPanel"]');
  await expect(portfolio.getByTestId('portfolio-total')).toBeVisible({ timeout: 30_000 });
  const yields = page.locator('[data-remote-slot="mf_yields/YieldsSection"]');
  await yields.scrollIntoViewIfNeeded();
  await expect(yields.getByTestId('yield-row').first()).toBeVisible({ timeout: 30_000 });
  // Both users of the list have rendered from it: the portfolio rows carry APY badges from the same answer.
  await expect(portfolio.getByText(/\d+\.\d{2}%/).first()).toBeVisible();
  expect(listRequests).toHaveLength(1);

  // A protocol page opened from the dashboard narrows the same cached list: no second download.
  const upComing = page.locator('#up-coming');
  await upComing.scrollIntoViewIfNeeded();
  await upComing.getByRole('link').first().click();
  await expect(page.getByText(/Loading live pools|Live pools could not be loaded/)).toHaveCount(0);
  await expect(page.getByRole('table').or(page.getByTestId('no-live-pools'))).toBeVisible();
  expect(listRequests).toHaveLength(1);
});
