import { startStaticServer } from '@fin/shared/server/static-server';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { distOf } from '../../stack/paths';

const AGENT = '[data-remote-slot="mf_agent/AgentPanel"]';

async function expectOtherSectionsWork(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'USD Stablecoin Portfolio' })).toBeVisible();
  await page.locator('[data-remote-slot="mf_transfer/QuickActions"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Quick Actions', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Morpho Vaults', exact: true })).toBeVisible();
}

async function expectFallbackWithin6s(page: Page): Promise<number> {
  const started = Date.now();
  await page.locator(AGENT).scrollIntoViewIfNeeded();
  const fallback = page.locator(`${AGENT} [data-slot-fallback]`);
  await expect(fallback).toBeVisible({ timeout: 6_000 });
  await expect(fallback).toContainText('Agent Status is unavailable right now');
  return Date.now() - started;
}

async function retryRecovers(page: Page): Promise<void> {
  await page.locator(AGENT).getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator(`${AGENT} [data-section="mf_agent/AgentPanel"]`)).toBeVisible();
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
  const port = fin.ports.shell + 99;
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
