/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

/** Scrolls through the dashboard so every lazily loaded section has rendered, then back to the top. */
export async function loadWholeDashboard(page: Page): Promise<void> {
  await expect(page.locator('#fin-advantage')).toBeAttached();
  for (let i = 0; i < 30; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (done) break;
    await page.waitForTimeout(150);
  }
  // Every remote slot has left its loading state (rendered or fell back).
  await expect(page.locator('[data-remote-slot] > [role="status"]')).toHaveCount(0, { timeout: 15_000 });
  await waitForStableLayout(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits until the page height has not changed for a second: remotes fill in their data after their slot has
 * rendered, and a section measured before that would move.
 */
export async function waitForStableLayout(page: Page): Promise<void> {
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
