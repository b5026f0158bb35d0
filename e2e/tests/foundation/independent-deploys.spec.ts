import { startStaticServer } from '@fin/server/static-server';
import {
  nextContractMajor,
  PAGE_CONTRACT_MODULES,
  PAGE_CONTRACT_VERSION,
} from '@fin/shared/contract/version';
import { REMOTES, type RemoteName } from '@fin/shared/mf/share-config';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { distOf } from '../../stack/paths';
import { loadEverySection } from './load-every-section';

// The fixture remote (e2e/fixtures/contract-remote) is built twice as a stand-in for mf_agent: once against a newer
// copy of @fin/shared/domain/money/format, once for the page contract's next major version. The shell and the other remotes are unchanged.
const AGENT = '[data-remote-slot="mf_agent/AgentPanel"]';

async function serveFixture(fin: { sparePort: number }, variant: 'changed-rule' | 'contract-2') {
  const server = await startStaticServer({
    root: `${distOf('e2e/fixtures/contract-remote')}/${variant}`,
    port: fin.sparePort,
    corsOrigins: '*',
  });
  return {
    manifest: `http://127.0.0.1:${fin.sparePort}/mf-manifest.json`,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

async function expectSectionWorks(page: Page, id: string): Promise<void> {
  const slot = page.locator(`[data-remote-slot="${id}"]`);
  await slot.scrollIntoViewIfNeeded();
  await expect(slot.locator(`[data-remote-ready="${id}"]`)).toBeAttached({ timeout: 20_000 });
  await expect(slot.locator('[data-slot-fallback]')).toHaveCount(0);
}

test('a remote built against a changed pure module runs its own version inside the unchanged shell', async ({
  page,
  fin,
}) => {
  const fixture = await serveFixture(fin, 'changed-rule');
  try {
    fin.apps.pointRemote('mf_agent', fixture.manifest);
    await page.goto(fin.shellUrl);
    const agent = page.locator(AGENT);
    await agent.scrollIntoViewIfNeeded();
    await expect(agent.locator('[data-remote-ready="mf_agent/AgentPanel"]')).toBeVisible({ timeout: 20_000 });
    // Its changed rule and its new export, although the shell loaded the older format module first.
    await expect(agent.getByTestId('fixture-apy')).toHaveText('4.3 percent a year');
    await expect(agent.getByTestId('fixture-bp')).toHaveText('425 bp');

    // The rest of the page keeps the rule it was built with: APYs with two decimals and '%'.
    await expectSectionWorks(page, 'mf_yields/YieldsSection');
    const yields = page.locator('[data-remote-slot="mf_yields/YieldsSection"]');
    await expect(yields.getByText(/^\d+\.\d{2}%$/).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/percent a year/)).toHaveCount(1);

    // Pure code is per app, the page contract is not: the fixture's button opens the shell's wallet picker.
    await agent.getByRole('button', { name: 'Connect from the fixture' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  } finally {
    await fixture.close();
  }
});

test('a remote built for another major page contract shows a fallback naming the mismatch; the page works', async ({
  page,
  fin,
}) => {
  const fixture = await serveFixture(fin, 'contract-2');
  try {
    fin.apps.pointRemote('mf_agent', fixture.manifest);
    await page.goto(fin.shellUrl);
    const agent = page.locator(AGENT);
    await agent.scrollIntoViewIfNeeded();
    const fallback = agent.locator('[data-slot-fallback]');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText('Agent Status is unavailable right now');
    await expect(fallback).toContainText(
      `This section was built for page contract ^${nextContractMajor()}, but this page provides contract ${PAGE_CONTRACT_VERSION}.`,
    );
    await expect(agent.getByText('Contract fixture')).toHaveCount(0);

    for (const id of ['mf_portfolio/PortfolioPanel', 'mf_yields/YieldsSection', 'mf_transfer/QuickActions']) {
      await expectSectionWorks(page, id);
    }
    // The page's store still works for everyone else.
    await page
      .locator('[data-remote-slot="mf_portfolio/PortfolioPanel"]')
      .getByRole('button', { name: 'Connect wallet' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  } finally {
    await fixture.close();
  }
});

test('only the page contract and the libraries are shared; pure @fin/shared code is in each app', async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await loadEverySection(page);
  await expect(page.locator('[data-remote-ready="mf_transfer/QuickActions"]')).toBeAttached({
    timeout: 20_000,
  });
  const shared = await page.evaluate(() => {
    const g = window as unknown as {
      __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, unknown>>>> };
    };
    const out: Record<string, string[]> = {};
    for (const scopes of Object.values(g.__FEDERATION__.__SHARE__)) {
      for (const pkgs of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(pkgs)) {
          if (pkg.startsWith('@fin/'))
            out[pkg] = [...new Set([...(out[pkg] ?? []), ...Object.keys(versions)])];
        }
      }
    }
    return out;
  });
  expect(Object.keys(shared).sort()).toEqual([...PAGE_CONTRACT_MODULES].sort());
  for (const module of PAGE_CONTRACT_MODULES) expect(shared[module]).toEqual([PAGE_CONTRACT_VERSION]);
});

test('a second shell on another origin, with its own remotes.json, loads every running remote', async ({
  page,
  fin,
}) => {
  // The README's "point the shell at another build": the same shell build, served by fin-serve from an origin
  // the running remotes have never heard of, with its own remotes.json naming them.
  const remotes = Object.fromEntries(
    (Object.keys(REMOTES) as RemoteName[]).map((name) => [name, `${fin.remoteUrl(name)}/mf-manifest.json`]),
  );
  const config = await (await fetch(`${fin.shellUrl}/config.json`)).text();
  const second = await startStaticServer({
    root: distOf('shell'),
    port: fin.sparePort,
    overrides: { '/remotes.json': JSON.stringify(remotes), '/config.json': config },
    apiProxy: fin.apiUrl,
    spaFallback: true,
  });
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/CORS/i.test(m.text())) blocked.push(m.text());
  });
  try {
    await page.goto(`http://127.0.0.1:${fin.sparePort}/`);
    await loadEverySection(page);
    const ids = await page
      .locator('[data-remote-slot]')
      .evaluateAll((slots) => slots.map((s) => s.getAttribute('data-remote-slot') as string));
    expect(new Set(ids.map((id) => id.split('/')[0]))).toEqual(new Set(Object.keys(REMOTES)));
    for (const id of ids) await expectSectionWorks(page, id);
    expect(blocked).toEqual([]);
  } finally {
    second.closeAllConnections();
    await new Promise((r) => second.close(r));
  }
});
