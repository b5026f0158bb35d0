// Advertised beside realized APY: the detail shows the rate now with its age and, until a day of share prices is
// recorded, says there is no realized APY yet; the list sorts by realized APY and names the spike rule where it
// ranks. (Realized figures after interest accrues are checked against the devnet in the API's devnet test.)
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { listedRows, openYieldsPage, servedOpportunities } from './yields-helpers';

test('the detail shows advertised and realized APY side by side, and the list sorts by realized', async ({
  page,
  fin,
}) => {
  const served = await servedOpportunities(fin.apiUrl);
  const section = await openYieldsPage(page, fin.shellUrl, '?chain=Base&asset=USDC');
  await connectDemoWallet(page);
  const sort = section.getByRole('combobox', { name: /sort/i });
  await expect(sort.locator('option')).toContainText([
    'Highest APY (spikes on their 30-day mean)',
    'Highest realized APY',
  ]);
  await sort.selectOption('realized');
  await expect(page).toHaveURL(/sort=realized/);

  const shown = await listedRows(section).evaluateAll((rows) =>
    rows.map((r) => r.getAttribute('data-pool-id')),
  );
  const live = served.find((o) => shown.includes(o.id) && o.dataSource === 'onchain');
  if (!live) throw new Error('no on-chain pool among the rows shown for Base USDC');
  await section.locator(`[data-pool-id="${live.id}"]`).click();
  const detail = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
  const block = detail.getByTestId('yield-realized-block');
  await expect(block.getByRole('row').nth(1)).toContainText(`Advertised ${live.apy?.toFixed(2)}%`);
  await expect(block.getByRole('row').nth(1)).toContainText(/rate now\s*\d+ min ago/);
  if (live.realized) {
    await expect(block.getByTestId('yield-realized-window')).toHaveCount(live.realized.windows.length);
  } else {
    await expect(block).toContainText('No realized APY yet: it needs a day of recorded share prices.');
  }

  const shots = process.env.FIN_SCREENSHOTS;
  if (shots) {
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${shots}/yield-realized-detail-${w}.png` });
    }
    await page.keyboard.press('Escape');
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `${shots}/yields-realized-list-${w}.png` });
    }
  }
});
