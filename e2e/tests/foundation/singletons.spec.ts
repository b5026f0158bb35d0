import { expect, test } from '../../fixtures/test';
import { loadEverySection } from './load-every-section';
import { scriptsContaining } from './scripts-containing';

type ShareInfo = Record<string, { versions: string[]; providers: string[] }>;

const SINGLETONS = [
  'react',
  'react-dom',
  'wagmi',
  'viem',
  '@tanstack/react-query',
  'zustand',
  '@fin/shared/store/fin-store',
];

test('one React, wagmi, QueryClient and store serve the shell and every remote', async ({ page, fin }) => {
  const reactFiles: string[] = [];
  page.on('request', (r) => {
    if (/\/static\/js\/.*\.js$/.test(r.url())) reactFiles.push(new URL(r.url()).origin);
  });
  await page.goto(fin.shellUrl);
  await loadEverySection(page);
  await expect(page.locator('[data-remote-ready="mf_transfer/QuickActions"]')).toBeAttached();

  // The MF share scope holds exactly one version of each singleton, provided once.
  const share = await page.evaluate(() => {
    const g = window as unknown as {
      __FEDERATION__: {
        __SHARE__: Record<
          string,
          Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
        >;
      };
    };
    const out: Record<string, { versions: string[]; providers: string[] }> = {};
    for (const scopes of Object.values(g.__FEDERATION__.__SHARE__)) {
      for (const pkgs of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(pkgs)) {
          const entry = out[pkg] ?? { versions: [], providers: [] };
          for (const [version, info] of Object.entries(versions)) {
            if (!entry.versions.includes(version)) entry.versions.push(version);
            if (info.loaded && !entry.providers.includes(info.from)) entry.providers.push(info.from);
          }
          out[pkg] = entry;
        }
      }
    }
    return out;
  });
  for (const pkg of SINGLETONS) {
    const info = (share as ShareInfo)[pkg];
    expect(info, `${pkg} is in the share scope`).toBeDefined();
    expect(info?.versions, `${pkg} has one version`).toHaveLength(1);
    expect(info?.providers.length ?? 0, `${pkg} is loaded from one app`).toBeLessThanOrEqual(1);
  }
  expect(share.react?.providers).toEqual(['shell']);

  // A store update made in one remote shows in another app: the portfolio's "Connect wallet" opens the shell's
  // wallet picker, and so does the quick actions' one.
  const portfolio = page.locator('[data-remote-slot="mf_portfolio/PortfolioPanel"]');
  await portfolio.getByRole('button', { name: 'Connect wallet' }).click();
  const picker = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  const quickActions = page.locator('[data-remote-slot="mf_transfer/QuickActions"]');
  await quickActions.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(picker).toBeVisible();
});

test('the MF runtime is downloaded once, with the shell, however many sections load', async ({
  page,
  fin,
}) => {
  // A hook name only runtime-core's source spells out: each script carrying it is a copy of the runtime.
  const runtime = scriptsContaining(page, 'beforeInitContainer');
  await page.goto(fin.shellUrl);
  await loadEverySection(page);
  await expect(page.locator('[data-remote-ready="mf_chat/SupportChat"]')).toBeAttached();
  const copies = await runtime.urls();
  expect(copies).toHaveLength(1);
  expect(new URL(copies[0] ?? '').origin).toBe(new URL(fin.shellUrl).origin);
});
