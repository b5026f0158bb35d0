/// <reference lib="dom" />
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet, disconnectWallet } from '../../fixtures/wallet';
import { loadWholeDashboard } from './helpers';

test('the static lists have the right counts and labels', async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(region('Up & Coming Protocols').getByRole('article')).toHaveCount(9);
  await expect(region('Notable Protocols').getByRole('article')).toHaveCount(8);
  await expect(region('JPY Stablecoins').getByRole('article')).toHaveCount(3);
  await expect(region('LATAM Stablecoins').getByRole('article')).toHaveCount(6);
  await expect(region('Fin Advantage').getByRole('listitem')).toHaveCount(3);
  await expect(region('Fin Advantage')).toContainText('as of Aug 2025');
  await expect(region('Fin Advantage')).toContainText('USDC · PYUSD');
  await expect(region('Fin Advantage')).toContainText('Ethereum · Base · Avalanche');
  await expect(region('Up & Coming Protocols')).toContainText('Rates as of Aug 2025');
  const details = region('Up & Coming Protocols').getByRole('link', { name: /details$/ });
  const hrefs = await details.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(
    [
      'pendle',
      'eulerearn',
      'syrup',
      'infinifi',
      'gauntlet',
      'gearbox',
      'nooncapital',
      'fxprotocol',
      'hylo',
    ].map((slug) => `/protocols/${slug}`),
  );
});

test('the welcome banner shows only while no wallet is connected', async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  const banner = page.getByRole('region', { name: 'Welcome to Fin — Maximum Interest' });
  await expect(banner).toBeVisible();
  await connectDemoWallet(page);
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('wallet-address')).toBeVisible();
  await expect(banner).toBeHidden();
  await disconnectWallet(page);
  await expect(banner).toBeVisible();
});

test('the banner Connect wallet opens the wallet picker', async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  await page
    .getByRole('region', { name: 'Welcome to Fin — Maximum Interest' })
    .getByRole('button', { name: 'Connect wallet' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
});

test('every external link opens in a new tab without opener or referrer', async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  await loadWholeDashboard(page);
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors
      .map((a) => ({
        href: (a as HTMLAnchorElement).href,
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      }))
      .filter((l) => l.href.startsWith('http') && new URL(l.href).origin !== window.location.origin),
  );
  // The shell's own: 8 notable protocols at least.
  expect(links.length).toBeGreaterThanOrEqual(8);
  for (const link of links) {
    expect(link, link.href).toMatchObject({ target: '_blank' });
    expect(link.rel?.split(/\s+/), link.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
});
