// Pages refuse to be framed by other sites (click-jacking a wallet prompt) and keep referrers short, and the page
// still loads its sections under those headers in Chromium.
import { expect, test } from '../../fixtures/test';

test('pages carry the referrer policy and refuse frames; the page itself still works', async ({
  page,
  fin,
}) => {
  const res = await page.goto(fin.shellUrl);
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.locator('[data-remote-ready="mf_yields/YieldsSection"]')).toBeAttached({
    timeout: 20_000,
  });
});
