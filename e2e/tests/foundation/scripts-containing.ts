import type { Page } from '@playwright/test';

/**
 * Watches the page's JavaScript downloads for a string only one library's code carries (MF's runtime, wagmi):
 * `urls()` waits for every body read so far and lists the scripts that held it.
 */
export function scriptsContaining(page: Page, mark: string): { urls: () => Promise<string[]> } {
  const found: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (r) => {
    if (!new URL(r.url()).pathname.endsWith('.js')) return;
    reads.push(
      r.text().then(
        (body) => {
          if (body.includes(mark)) found.push(r.url());
        },
        () => undefined,
      ),
    );
  });
  return {
    urls: async () => {
      await Promise.all(reads);
      return [...found];
    },
  };
}
