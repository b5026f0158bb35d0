import { expect, test } from '../../fixtures/test';
import { loadEverySection } from './load-every-section';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

test('no request leaves loopback while the page loads and is used', async ({ page, fin }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (
      (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') &&
      !LOOPBACK.has(url.hostname)
    ) {
      outside.push(r.url());
    }
  });
  await page.goto(fin.shellUrl);
  await loadEverySection(page);
  await expect(page.locator('[data-remote-ready="mf_transfer/QuickActions"]')).toBeAttached();
  await page.getByRole('button', { name: 'Connect wallet' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(fin.embedUrl);
  await expect(page.locator('[data-remote-ready="mf_yields/YieldsSection"]')).toBeAttached();
  expect(outside).toEqual([]);
});
