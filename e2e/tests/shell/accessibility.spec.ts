/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { loadWholeDashboard } from './helpers';

/**
 * Serious and critical WCAG 2.1 A/AA violations on everything a visitor gets. Each node is named with the part of
 * the page it belongs to ('shell' or the section's slot), so a failure says which team's code to fix. One pass
 * over the whole page covers the shell's own parts too: a second pass that leaves the slots out could only find a
 * subset of the same nodes.
 */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return Promise.all(
    serious.map(async (v) => ({
      id: v.id,
      impact: v.impact,
      nodes: await Promise.all(
        v.nodes.slice(0, 5).map(async (n) => {
          const selector = n.target.join(' ');
          const owner = await page
            .locator(selector)
            .first()
            .evaluate((el) => el.closest('[data-remote-slot]')?.getAttribute('data-remote-slot') ?? 'shell')
            .catch(() => 'unknown');
          return `${owner}: ${selector}`;
        }),
      ),
    })),
  );
}

const settled = (page: Page) =>
  expect(page.locator('[data-remote-slot] > [role="status"]')).toHaveCount(0, { timeout: 15_000 });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`axe at ${viewport.width}px, whole page`, () => {
    test.use({ viewport });

    test('dashboard without a wallet', async ({ page, fin }) => {
      await page.goto(fin.shellUrl);
      await loadWholeDashboard(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('dashboard with a wallet, then with the wallet menu open', async ({ page, fin }) => {
      await page.goto(fin.shellUrl);
      await connectDemoWallet(page);
      await loadWholeDashboard(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('wallet-address').click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/yields', async ({ page, fin }) => {
      await page.goto(`${fin.shellUrl}/yields`);
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a protocol page and the not-found page', async ({ page, fin }) => {
      await page.goto(`${fin.shellUrl}/protocols/eulerearn`);
      await expect(page.getByRole('region', { name: 'Live pools' }).getByRole('table')).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${fin.shellUrl}/protocols/unknown`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('wallet picker dialog and mobile menu', async ({ page, fin }) => {
      await page.goto(fin.shellUrl);
      // Sections below the fold load only when scrolled near, so visit each before judging the page.
      await loadWholeDashboard(page);
      await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
      await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      if (viewport.width < 900) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'FIN Dashboard' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  });
}
