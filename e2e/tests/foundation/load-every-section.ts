import { expect, type Page } from '@playwright/test';

/**
 * Presses a key, then scrolls to each section slot in turn and waits until it settles (rendered or its fallback), the way a reader
 * scrolling down the page makes each lazy section load. Jumping straight to the bottom would not: sections start
 * loading only when they come near the viewport.
 */
export async function loadEverySection(page: Page): Promise<void> {
  // A key press, as a reader's first interaction: the sections that load when the reader starts using the page
  // (the chat) start now instead of after their idle fallback, which a busy machine can push past the waits below.
  // Pressed once the slots are on the page: before they mount, nothing listens for it yet.
  await page.locator('[data-remote-slot]').last().waitFor({ state: 'attached' });
  await page.keyboard.press('Shift');
  for (const slot of await page.locator('[data-remote-slot]').all()) {
    await slot.scrollIntoViewIfNeeded();
    await expect(slot.locator('[data-remote-ready], [data-slot-fallback]').first()).toBeAttached({
      timeout: 20_000,
    });
  }
}
