// The static servers compress each asset on its first request; under load a cold first page can miss the shell's
// 5 s remote-entry deadline. One throwaway visit per file makes every test start from warm servers.
import type { Browser } from '@playwright/test';

export async function warmUp(browser: Browser, urls: readonly string[]): Promise<void> {
  const page = await browser.newPage();
  try {
    for (const url of urls) {
      await page.goto(url);
      await page
        .locator('[data-section="mf_portfolio/PortfolioPanel"]')
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle');
    }
  } finally {
    await page.close();
  }
}
