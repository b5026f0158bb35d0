// Pages refuse to be framed by other sites (click-jacking a wallet prompt) and keep referrers short, and the page
// still loads its sections under those headers in Chromium, its generated CSP included.
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { loadEverySection } from '../foundation/load-every-section';

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

test('under the generated CSP the connected dashboard and the embed page load every section and break no rule', async ({
  page,
  fin,
}, testInfo) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  const res = await page.goto(fin.shellUrl);
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' [^;]*'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  await connectDemoWallet(page);
  await loadEverySection(page);
  await expect(page.locator('[data-slot-fallback]')).toHaveCount(0);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`dashboard-csp-${width}.png`) });
  }
  expect(await violations()).toEqual([]);

  await page.goto(fin.embedUrl);
  await expect(page.locator('[data-remote-ready="mf_yields/YieldsSection"]')).toBeAttached({
    timeout: 20_000,
  });
  expect(await violations()).toEqual([]);
});
