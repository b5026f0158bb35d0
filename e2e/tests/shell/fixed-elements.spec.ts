// Nothing fixed on the page (the floating chat button, the sticky header, toasts) may cover text or a control a
// reader needs, in any section, on a desktop (1440 × 900) or a phone (390 × 844): the check of covered-content.ts
// on the dashboard (a visitor and a connected wallet, which adds the chat button) and on /yields.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { launcher } from '../chat/chat-helpers';
import { openYieldsPage } from '../yields/yields-helpers';
import { coveredContent } from './covered-content';
import { loadWholeDashboard } from './helpers';

async function connectedDashboard(page: Page, shellUrl: string): Promise<void> {
  await page.goto(shellUrl);
  await connectDemoWallet(page);
  await loadWholeDashboard(page);
  await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('no fixed element covers the last line or control of any dashboard section', async ({
      page,
      fin,
    }) => {
      await connectedDashboard(page, fin.shellUrl);
      expect(await coveredContent(page)).toEqual([]);
    });

    test('no fixed element covers the end of /yields or of a protocol page', async ({ page, fin }) => {
      await openYieldsPage(page, fin.shellUrl);
      await connectDemoWallet(page);
      await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[data-remote-slot] > [role="status"]')).toHaveCount(0, { timeout: 15_000 });
      expect(await coveredContent(page)).toEqual([]);
      // In-app navigation keeps the wallet (and so the chat button).
      await page.evaluate(() => {
        window.history.pushState(null, '', '/protocols/morpho-blue');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-remote-slot] > [role="status"]')).toHaveCount(0, { timeout: 15_000 });
      await expect(launcher(page)).toBeVisible();
      expect(await coveredContent(page)).toEqual([]);
    });
  });
}

test.describe('at 390 px, a toast', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after a withdrawal, the confirmation toast stays above the chat button', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
    const row = page.locator(
      '[data-section="mf_portfolio/PortfolioPanel"] [data-testid="portfolio-row"][data-chain-id="8453"][data-symbol="aUSDC"]',
    );
    // A phone shows the first four balances (the idle stablecoins) until 'Show all'.
    await page.getByRole('button', { name: /^Show all \d+ balances$/ }).click({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw from Aave V3' });
    await dialog.getByLabel('Amount (USDC)').fill('10');
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(dialog.getByTestId('withdraw-status')).toContainText('Withdrew 10.00 USDC', {
      timeout: 60_000,
    });
    const toast = page.locator('.fin-toast', { hasText: 'Withdrawal confirmed' });
    await expect(toast).toBeVisible();
    // The withdraw dialog is still open (it hides the page from assistive tech): the button is found by its class.
    const [t, b] = await Promise.all([
      toast.boundingBox(),
      page.locator('.fin-chat__launcher').boundingBox(),
    ]);
    if (!t || !b) throw new Error('toast or chat button not drawn');
    expect(t.y + t.height).toBeLessThanOrEqual(b.y);
  });
});
