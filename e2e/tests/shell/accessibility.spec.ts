/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { loadWholeDashboard } from './helpers';

type Scope = 'shell' | 'page';

/**
 * Serious and critical WCAG 2.1 A/AA violations. 'shell' leaves the remotes' slots out (what the shell renders
 * itself: header, nav, menus, dialogs, static sections, pages); 'page' is everything a visitor gets.
 */
async function seriousViolations(page: Page, scope: Scope) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope === 'shell') builder = builder.exclude('[data-remote-slot]');
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

const settled = (page: Page) =>
  expect(page.locator('[data-remote-slot] > [role="status"]')).toHaveCount(0, { timeout: 15_000 });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const scope of ['shell', 'page'] as const) {
    test.describe(`axe at ${viewport.width}px, ${scope === 'shell' ? "the shell's own parts" : 'whole page'}`, () => {
      test.use({ viewport });

      test('dashboard without a wallet', async ({ page, fin }) => {
        await page.goto(fin.shellUrl);
        await loadWholeDashboard(page);
        expect(await seriousViolations(page, scope)).toEqual([]);
      });

      test('dashboard with a wallet, then with the wallet menu open', async ({ page, fin }) => {
        await page.goto(fin.shellUrl);
        await connectDemoWallet(page);
        await loadWholeDashboard(page);
        expect(await seriousViolations(page, scope)).toEqual([]);
        await page.getByTestId('wallet-address').click();
        await expect(page.getByRole('menu')).toBeVisible();
        expect(await seriousViolations(page, scope)).toEqual([]);
      });

      test('/yields', async ({ page, fin }) => {
        await page.goto(`${fin.shellUrl}/yields`);
        await settled(page);
        expect(await seriousViolations(page, scope)).toEqual([]);
      });

      test('a protocol page and the not-found page', async ({ page, fin }) => {
        await page.goto(`${fin.shellUrl}/protocols/eulerearn`);
        await expect(page.getByRole('region', { name: 'Live pools' }).getByRole('table')).toBeVisible();
        await settled(page);
        expect(await seriousViolations(page, scope)).toEqual([]);
        await page.goto(`${fin.shellUrl}/protocols/unknown`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page, scope)).toEqual([]);
      });

      test('wallet picker dialog and mobile menu', async ({ page, fin }) => {
        await page.goto(fin.shellUrl);
        // Sections below the fold load only when scrolled near, so visit each before judging the page.
        await loadWholeDashboard(page);
        await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
        await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
        expect(await seriousViolations(page, scope)).toEqual([]);
        await page.keyboard.press('Escape');
        if (viewport.width < 900) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog', { name: 'FIN Dashboard' })).toBeVisible();
          expect(await seriousViolations(page, scope)).toEqual([]);
        }
      });
    });
  }
}
