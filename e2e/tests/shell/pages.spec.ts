/// <reference lib="dom" />
import { REMOTES, type RemoteName } from '@fin/shared/mf/share-config';
import { expect, test } from '../../fixtures/test';

test('/protocols/pendle shows the protocol, its chains, risk note and live pools', async ({ page, fin }) => {
  await page.goto(`${fin.shellUrl}/protocols/pendle`);
  await expect(page).toHaveTitle(/^Pendle · Fin/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pendle' })).toBeVisible();
  await expect(page.getByText('About 8–12% fixed on stablecoin PTs')).toBeVisible();
  await expect(page.getByText('(as of Aug 2025)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pendle chains' }).getByRole('listitem')).toContainText([
    'Ethereum',
    'Arbitrum',
    'Base',
  ]);
  await expect(page.getByText(/The fixed rate holds only if you keep the PT to maturity/)).toBeVisible();
  const app = page.getByRole('link', { name: /Open the Pendle app/ });
  await expect(app).toHaveAttribute('href', 'https://app.pendle.finance');
  await expect(app).toHaveAttribute('target', '_blank');
  const pools = page.getByRole('region', { name: 'Live pools' });
  // The devnet's yields list has no Pendle pool: the page says so instead of showing an empty table.
  await expect(pools.getByTestId('no-live-pools')).toContainText('no Pendle stablecoin pools');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
});

test('a protocol page lists only that protocol’s live pools from the API', async ({ page, fin }) => {
  const api = await (await fetch(`${fin.apiUrl}/api/defi/all-stablecoins`)).json();
  const expected = (api.data as Array<{ protocolSlug: string; poolMeta: string | null }>).filter(
    (p) => p.protocolSlug === 'euler-v2' && (p.poolMeta ?? '').toLowerCase().includes('earn'),
  );
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(`${fin.shellUrl}/protocols/eulerearn`);
  const table = page.getByRole('region', { name: 'Live pools' }).getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(expected.length);
  await expect(page.getByRole('region', { name: 'Live pools' })).toContainText(`${expected.length} pools`);
});

test('an unknown protocol slug gets a proper not-found page', async ({ page, fin }) => {
  await page.goto(`${fin.shellUrl}/protocols/not-a-protocol`);
  await expect(page).toHaveTitle(/^Protocol not found · Fin/);
  await expect(page.getByRole('heading', { level: 1, name: 'Protocol not found' })).toBeVisible();
  await expect(
    page.getByText('Fin has no page for a protocol called “not-a-protocol”.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Hylo' }).click();
  await expect(page).toHaveURL(/\/protocols\/hylo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hylo' })).toBeFocused();
});

test('an unknown path gets the not-found page with a way back', async ({ page, fin }) => {
  await page.goto(`${fin.shellUrl}/no/such/page`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Up & Coming Protocols' })).toBeVisible();
});

test('/yields shows the yields remote in page mode under the shell header', async ({ page, fin }) => {
  await page.goto(`${fin.shellUrl}/yields`);
  await expect(page.getByRole('heading', { level: 1, name: 'All stablecoin yields' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  const slot = page.locator('[data-remote-slot="mf_yields/YieldsSection"]');
  await expect(slot.locator('[role="status"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(slot.locator('[data-slot-fallback]')).toHaveCount(0);
  await expect(slot.getByRole('heading').first()).toBeVisible();
});

test('nav from another page goes back to the dashboard section; Back returns to the page', async ({
  page,
  fin,
}) => {
  await page.goto(`${fin.shellUrl}/protocols/hylo`);
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('button', { name: /Protocols/ })
    .click();
  await page.getByRole('menuitem', { name: 'Notable Protocols' }).click();
  await expect(page).toHaveURL(/\/#notable$/);
  await expect
    .poll(() => page.evaluate(() => document.getElementById('notable')?.getBoundingClientRect().top), {
      timeout: 8_000,
    })
    .toBeCloseTo(140, 0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Hylo' })).toBeVisible();
});

test('no page asks for a file that is not there (the favicon included), on every app', async ({
  page,
  fin,
}) => {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && !new URL(r.url()).pathname.startsWith('/api/'))
      missing.push(`${r.status()} ${r.url()}`);
  });
  const remotes = (Object.keys(REMOTES) as RemoteName[]).map((name) => fin.remoteUrl(name));
  const pages = [
    ...['/', '/yields', '/protocols/aave-v3'].map((path) => `${fin.shellUrl}${path}`),
    fin.embedUrl,
    ...remotes.map((origin) => `${origin}/`),
  ];
  for (const url of pages) {
    await page.goto(url);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon/);
    await page.waitForLoadState('networkidle');
  }
  expect(missing).toEqual([]);
  // What asks for /favicon.ico without reading the page (a bookmark, a JSON tab, a crawler) finds it on every app.
  for (const origin of [fin.shellUrl, fin.embedUrl, ...remotes]) {
    const icon = await page.request.get(`${origin}/favicon.ico`);
    expect(icon.status(), origin).toBe(200);
    expect(icon.headers()['content-type'], origin).toBe('image/x-icon');
  }
});
