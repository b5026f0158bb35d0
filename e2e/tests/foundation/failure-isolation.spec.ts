import { startStaticServer } from '@fin/server/static-server';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { distOf } from '../../stack/paths';

const AGENT = '[data-remote-slot="mf_agent/AgentPanel"]';

const OTHERS = ['mf_portfolio/PortfolioPanel', 'mf_yields/MorphoVaults', 'mf_transfer/QuickActions'];

async function expectOtherSectionsWork(page: Page): Promise<void> {
  for (const id of OTHERS) {
    const slot = page.locator(`[data-remote-slot="${id}"]`);
    await slot.scrollIntoViewIfNeeded();
    await expect(slot.locator(`[data-remote-ready="${id}"]`)).toBeAttached({ timeout: 20_000 });
    await expect(slot.locator('[data-slot-fallback]')).toHaveCount(0);
  }
}

/** Milliseconds from the moment the section is scrolled into view (when it starts loading) to its fallback. */
async function expectFallbackWithin6s(page: Page): Promise<number> {
  await page.locator(AGENT).scrollIntoViewIfNeeded();
  const started = Date.now();
  const fallback = page.locator(`${AGENT} [data-slot-fallback]`);
  await expect(fallback).toBeVisible({ timeout: 6_000 });
  await expect(fallback).toContainText(/is unavailable right now/);
  return Date.now() - started;
}

async function retryRecovers(page: Page): Promise<void> {
  await page.locator(AGENT).getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator(`${AGENT} [data-remote-ready="mf_agent/AgentPanel"]`)).toBeVisible();
  await expect(page.locator(`${AGENT} [data-slot-fallback]`)).toHaveCount(0);
}

test('a stopped remote server shows the fallback, the page works, Retry recovers', async ({ page, fin }) => {
  await fin.apps.stopRemote('mf_agent');
  await page.goto(fin.shellUrl);
  await expectFallbackWithin6s(page);
  await expectOtherSectionsWork(page);
  await fin.apps.restoreRemote('mf_agent');
  await retryRecovers(page);
});

test('a remote that accepts connections and never answers times out into the fallback', async ({
  page,
  fin,
}) => {
  await fin.apps.hangRemote('mf_agent');
  await page.goto(fin.shellUrl);
  const elapsed = await expectFallbackWithin6s(page);
  expect(elapsed).toBeLessThan(6_000);
  await expectOtherSectionsWork(page);
  await fin.apps.restoreRemote('mf_agent');
  await retryRecovers(page);
});

test('a remote whose component throws while rendering is contained to its slot', async ({ page, fin }) => {
  const port = fin.sparePort;
  const broken = await startStaticServer({
    root: distOf('e2e/fixtures/throwing-remote'),
    port,
    corsOrigins: '*',
  });
  try {
    fin.apps.pointRemote('mf_agent', `http://127.0.0.1:${port}/mf-manifest.json`);
    await page.goto(fin.shellUrl);
    await expectFallbackWithin6s(page);
    await expectOtherSectionsWork(page);
    // The fixed build is deployed (remotes.json points back at the real remote): Retry picks it up, no reload.
    await fin.apps.resetAll();
    await retryRecovers(page);
  } finally {
    broken.closeAllConnections();
    await new Promise((r) => broken.close(r));
  }
});
