/// <reference lib="dom" />
import { expect, test } from '../../fixtures/test';
import { loadWholeDashboard, sectionTop } from './helpers';

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Dashboard sections' });

// The smooth scroll and its corrections are what these tests are about (the run defaults to reduced motion).
test.use({ reducedMotion: 'no-preference' });

test.describe('desktop navigation', () => {
  test('the highlight follows the section in view while scrolling', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await loadWholeDashboard(page);
    await expect(nav(page).getByRole('button', { name: 'Portfolio' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    for (const [anchor, name] of [
      ['morpho', 'Morpho Vaults'],
      ['quick-actions', 'Quick Actions'],
      ['notable', /Protocols/],
    ] as const) {
      await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ block: 'start' }), anchor);
      await expect(nav(page).getByRole('button', { name })).toHaveAttribute('aria-current', 'true');
      await expect(nav(page).locator('[aria-current="true"]')).toHaveCount(1);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav(page).getByRole('button', { name: 'Portfolio' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a nav click smooth-scrolls the section to 140 px below the top', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await loadWholeDashboard(page);
    await nav(page).getByRole('button', { name: 'Quick Actions' }).click();
    await expect.poll(() => sectionTop(page, 'quick-actions'), { timeout: 8_000 }).toBeCloseTo(140, 0);
    await expect(nav(page).getByRole('button', { name: 'Quick Actions' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(new URL(page.url()).hash).toBe('#quick-actions');
  });

  test('a nav click lands right even while sections above are still loading', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await nav(page).getByRole('button', { name: 'Morpho Vaults' }).click();
    await expect.poll(() => sectionTop(page, 'morpho'), { timeout: 8_000 }).toBeCloseTo(140, 0);
  });

  test('the Protocols dropdown works from the keyboard and moves focus to the chosen section', async ({
    page,
    fin,
  }) => {
    await page.goto(fin.shellUrl);
    await loadWholeDashboard(page);
    const trigger = nav(page).getByRole('button', { name: /Protocols/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Up & Coming Protocols', 'Notable Protocols']);
    // The menu takes focus a moment after it opens; an arrow pressed before that lands on the first item instead.
    await expect(menu.getByRole('menuitem', { name: 'Up & Coming Protocols' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Notable Protocols' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect.poll(() => sectionTop(page, 'notable'), { timeout: 8_000 }).toBeCloseTo(140, 0);
    await expect(page.locator('#notable')).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-current', 'true');
  });

  test('Escape closes the Protocols dropdown and focus returns to it', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    const trigger = nav(page).getByRole('button', { name: /Protocols/ });
    await trigger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('hovering a nav item preloads its section', async ({ page, fin }) => {
    const remote = fin.remoteUrl('mf_transfer');
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(remote)) fetched.push(r.url());
    });
    // A protocol page renders no dashboard sections, so nothing has loaded the Quick Actions remote yet.
    await page.goto(`${fin.shellUrl}/protocols/hylo`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hylo' })).toBeVisible();
    expect(fetched).toEqual([]);
    await nav(page).getByRole('button', { name: 'Quick Actions' }).hover();
    await expect.poll(() => fetched.some((u) => u.includes('QuickActions'))).toBe(true);
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu 'FIN Dashboard' opens, navigates and closes", async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await loadWholeDashboard(page);
    await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'FIN Dashboard' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Main Sections' })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Protocols' })).toBeVisible();
    await menu.getByRole('button', { name: 'Up & Coming Protocols' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => sectionTop(page, 'up-coming'), { timeout: 8_000 }).toBeCloseTo(140, 0);
    await expect(page.locator('#up-coming')).toBeFocused();

    await open.click();
    await expect(menu.getByRole('button', { name: 'Up & Coming Protocols' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await menu.getByRole('button', { name: 'Portfolio' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => sectionTop(page, 'portfolio'), { timeout: 8_000 }).toBeCloseTo(140, 0);
  });

  test('the menu traps focus and Escape returns focus to the menu button', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'FIN Dashboard' });
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });
});
