/// <reference lib="dom" />
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { loadWholeDashboard } from './helpers';

test.describe('phone layout (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const pageWidth = (page: import('@playwright/test').Page) =>
    page.evaluate(() => document.documentElement.scrollWidth);

  test('no page scrolls sideways: dashboard, /yields and a protocol page', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    await loadWholeDashboard(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.goto(`${fin.shellUrl}/protocols/eulerearn`);
    await expect(page.getByRole('region', { name: 'Live pools' }).getByRole('table')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.goto(`${fin.shellUrl}/yields`);
    await expect(page.locator('[data-remote-slot] > [role="status"]')).toHaveCount(0, { timeout: 15_000 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test('the header keeps the logo, wallet button and menu button on one row', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThan(72);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
    await expect(page.getByTestId('wallet-address')).toBeInViewport();
  });
});
