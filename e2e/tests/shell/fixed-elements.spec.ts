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

    test('no fixed element covers the end of /yields', async ({ page, fin }) => {
      await openYieldsPage(page, fin.shellUrl);
      await connectDemoWallet(page);
      await expect(launcher(page)).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[data-remote-slot] > [role="status"]')).toHaveCount(0, { timeout: 15_000 });
      expect(await coveredContent(page)).toEqual([]);
    });
  });
}
