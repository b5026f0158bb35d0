/// <reference lib="dom" />
// At 390 × 844 a swipe over any section moves the page: no box inside the page scrolls on its own (the yields list
// once caught nine screens of swipes while the page stood still), and the list's last row can be read clear of
// the floating chat button.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { launcher } from '../chat/chat-helpers';
import { loadWholeDashboard } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** Elements of the page (dialogs aside) that scroll on their own: their content is taller than their box. */
function ownScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => {
        // A dialog, or a closed menu's panel (not shown), is not part of the page's scroll.
        if (el.closest('[role="dialog"]') || !el.checkVisibility()) return false;
        const overflow = getComputedStyle(el).overflowY;
        return (overflow === 'auto' || overflow === 'scroll') && el.scrollHeight > el.clientHeight + 1;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} (${el.clientHeight}px showing ${el.scrollHeight}px)`,
      ),
  );
}

const list = (page: Page) =>
  page.locator('[data-section="mf_yields/YieldsSection"]').getByRole('list', { name: 'Yield opportunities' });

test("a swipe over the dashboard's yields list moves the page, and no section has a scroll box of its own", async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  await loadWholeDashboard(page);
  expect(await ownScrollers(page)).toEqual([]);

  // The list fills the screen; the pointer rests on it and the wheel turns a screen's worth, twice.
  const rows = list(page);
  await rows.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
  await expect(rows.locator('li').first()).toBeVisible();
  await page.mouse.move(195, 500);
  for (const screens of [1, 2]) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 700);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: `the page moves on wheel turn ${screens}` })
      .toBeGreaterThanOrEqual(before + 650);
    // Still over the list: the rows that came up are the next ones in it.
    expect(await page.evaluate(() => document.elementFromPoint(195, 500)?.closest('ul')?.ariaLabel)).toBe(
      'Yield opportunities',
    );
  }

  // The /yields page's list too.
  await page.goto(`${fin.shellUrl}/yields`);
  await expect(list(page).locator('li').first()).toBeVisible({ timeout: 30_000 });
  expect(await ownScrollers(page)).toEqual([]);
});

test("the yields list's last row shows its TVL clear of the chat button", async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  await loadWholeDashboard(page);
  const rows = list(page);
  const count = Number(await rows.locator('li').first().getAttribute('aria-setsize'));
  expect(count).toBeGreaterThan(20);
  // Down the page to the list's end (rows exist only near the screen), then the last row brought into view as
  // a reader reaches it (the page's scroll padding keeps it above the chat button).
  await rows.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY - 844));
  const last = rows.locator(`li[aria-posinset="${count}"]`);
  await last.scrollIntoViewIfNeeded();
  await last.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const tvl = await last.getByTestId('yield-tvl').boundingBox();
  const button = await launcher(page).boundingBox();
  if (!tvl || !button) throw new Error('the last row or the chat button is not on screen');
  expect(tvl.y + tvl.height).toBeLessThanOrEqual(844);
  const overlaps =
    Math.min(tvl.x + tvl.width, button.x + button.width) - Math.max(tvl.x, button.x) > 0 &&
    Math.min(tvl.y + tvl.height, button.y + button.height) - Math.max(tvl.y, button.y) > 0;
  expect(overlaps, `TVL at ${JSON.stringify(tvl)}, chat button at ${JSON.stringify(button)}`).toBe(false);
});
