/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

/**
 * Visits every section slot in turn, as a reader scrolling down would, so each lazily loaded section renders; then
 * back to the top. Slot by slot rather than screen by screen: sections grow as they load, and a fixed scroll step
 * can jump over a short one while the page below it moves.
 */
export async function loadWholeDashboard(page: Page): Promise<void> {
  await expect(page.locator('#fin-advantage')).toBeAttached();
  // A reader uses the page (here a key): sections meant for after the first screen (the support chat) load then.
  await page.keyboard.press('Shift');
  const slots = page.locator('[data-remote-slot]');
  for (let i = 0; i < (await slots.count()); i++) {
    await slots.nth(i).scrollIntoViewIfNeeded();
    await expect(slots.nth(i).locator(':scope > [role="status"]')).toHaveCount(0, { timeout: 15_000 });
  }
  await page.locator('#fin-advantage').scrollIntoViewIfNeeded();
  // Every remote slot has left its loading state (rendered or fell back).
  await expect(page.locator('[data-remote-slot] > [role="status"]')).toHaveCount(0, { timeout: 15_000 });
  await waitForStableLayout(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits until the page height has not changed for a second: remotes fill in their data after their slot has
 * rendered, and a section measured before that would move.
 */
async function waitForStableLayout(page: Page): Promise<void> {
  let last = -1;
  let stableSince = Date.now();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height !== last) {
      last = height;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 1000) return;
    await page.waitForTimeout(200);
  }
  throw new Error('The dashboard kept changing height for 20 s');
}

/** Distance from the viewport top to a section's top, in CSS pixels. */
export function sectionTop(page: Page, anchor: string): Promise<number> {
  return page.evaluate(
    (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN,
    anchor,
  );
}
