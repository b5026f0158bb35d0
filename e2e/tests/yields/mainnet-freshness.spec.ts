// A mainnet-profile deploy rehearsed on this machine: the API with PROFILE=mainnet (STAGING, so the apps' loopback
// origins pass CORS) on the devnet's chains, the apps with a mainnet config.json calling it from their own origin.
// With the public sources unreachable, no stale figure is shown as current and the page says what is missing; with
// sources that answer (recorded responses replayed from loopback), the figures are live.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REMOTES, type RemoteName } from '@fin/shared/mf/share-config';
import type { Locator, Page } from '@playwright/test';
import type { Address } from 'viem';
import { INJECTED_WALLET_NAME, injectWallet } from '../../fixtures/injected-wallet';
import type { FinFixture } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { type ApiProcess, startApi } from '../../stack/api-process';
import { ask, openChat } from '../chat/chat-helpers';
import { analyze } from '../optimizer/optimizer-helpers';
import { openYieldsPage } from './yields-helpers';

const RECORDED = join(import.meta.dirname, '../../fixtures/recorded');
/** A loopback port nothing listens on: connections are refused at once, as from a host that is down. */
const REFUSED = 'http://127.0.0.1:9';

/** Replays the recorded DefiLlama /pools and Morpho GraphQL answers, as the public hosts would answer. */
async function startRecordedSources(): Promise<{ url: string; server: Server }> {
  const pools = readFileSync(join(RECORDED, 'defillama-pools.json'));
  const vaults = readFileSync(join(RECORDED, 'morpho-vaults.json'));
  const server = createServer((req, res) => {
    const body = req.url === '/pools' ? pools : req.url === '/graphql' ? vaults : undefined;
    req.resume();
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(body ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The API as a mainnet operator runs it, the chains pointed at the devnet's, the outside sources where told. */
function startMainnetApi(fin: FinFixture, sources: { defillama: string; morpho: string; capture: boolean }) {
  const origins = [fin.shellUrl, ...(Object.keys(REMOTES) as RemoteName[]).map((n) => fin.remoteUrl(n))];
  const env: Record<string, string> = {
    PROFILE: 'mainnet',
    STAGING: 'true',
    AUTH_SECRET: 'rehearsal-Q9x2v7LmRt4WzK8pB3nY6cJ1hF5sD0gA',
    CORS_ORIGINS: origins.join(','),
    AGENT_SIMULATION: 'true',
    ATTESTATION_URL: fin.devnet.manifest.attestationUrl,
    DEFILLAMA_BASE_URL: sources.defillama,
    MORPHO_API_URL: `${sources.morpho}/graphql`,
    YIELDS_BUNDLED_CAPTURE: String(sources.capture),
    FIN_DEVNET_MANIFEST: '/nonexistent/manifest.json',
  };
  for (const c of fin.devnet.manifest.chains) env[`RPC_URL_${c.chainId}`] = c.rpcUrl;
  return startApi({ port: fin.sparePort, env });
}

function useMainnetApps(fin: FinFixture, api: ApiProcess): void {
  fin.apps.setRuntimeConfig({
    profile: 'mainnet',
    apiBaseUrl: api.url,
    chains: fin.devnet.manifest.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
    attestationUrl: fin.devnet.manifest.attestationUrl,
  });
}

async function openMorpho(page: Page, shellUrl: string): Promise<Locator> {
  await page.goto(shellUrl);
  await page.locator('[data-remote-slot="mf_yields/MorphoVaults"]').scrollIntoViewIfNeeded();
  const section = page.locator('[data-section="mf_yields/MorphoVaults"]');
  await expect(section.getByTestId('morpho-vault').first()).toBeVisible({ timeout: 30_000 });
  return section;
}

async function shoot(page: Page, name: string, target: Locator): Promise<void> {
  const dir = process.env.FIN_SCREENSHOTS;
  if (!dir) return;
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    // The section's top under the fixed header, so its heading and notice line are in the picture.
    await target.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -90);
    });
    await page.screenshot({ path: join(dir, `${name}-${w}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('with the public sources unreachable, no stale figure is shown as current and the page says what is missing', async ({
  page,
  fin,
}) => {
  test.setTimeout(180_000);
  const api = await startMainnetApi(fin, { defillama: REFUSED, morpho: REFUSED, capture: true });
  await injectWallet(page, {
    address: fin.devnet.manifest.demoAccount.address as Address,
    chains: fin.devnet.manifest.chains,
  });
  try {
    useMainnetApps(fin, api);
    const list = await openYieldsPage(page, fin.shellUrl);
    const notice = list.getByTestId('yields-source-notice');
    await expect(notice).toContainText('DefiLlama (127.0.0.1:9) did not answer: its pools are left out');
    await expect(notice).toContainText(
      /\d+ pools from the bundled capture of Mar 4, 2026 \(\d+ months old\), dimmed and not ranked/,
    );

    // Rows read from the chains now are current and come first; the best of them carries BEST APY.
    const rows = list.getByTestId('yield-row');
    await expect(rows.first()).toBeVisible();
    const flags = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-stale')));
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.every((f) => f === 'false')).toBe(true);
    await expect(rows.first().getByText('BEST APY')).toBeVisible();
    await shoot(page, 'mainnet-unreachable-yields', list);

    // RLUSD pools exist only in the capture: every one is dimmed, dated beside its APY, never badged.
    const captured = await openYieldsPage(page, fin.shellUrl, '?asset=RLUSD');
    const stale = captured.getByTestId('yield-row');
    await expect(stale.first()).toBeVisible();
    expect(await stale.evaluateAll((els) => els.every((e) => e.getAttribute('data-stale') === 'true'))).toBe(
      true,
    );
    await expect(stale.first().getByTestId('yield-stale-date')).toHaveText('as of Mar 4, 2026');
    await expect(captured.getByText('BEST APY')).toHaveCount(0);
    await expect(captured.getByText('HIGH YIELD')).toHaveCount(0);
    await shoot(page, 'mainnet-unreachable-stale-rows', captured);

    // The detail of a stale row says its figures are not current.
    await stale.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('yield-stale-notice')).toContainText(
      'Not current: these figures are from',
    );
    await page.keyboard.press('Escape');

    // Morpho's host refused: the built-in vaults, dimmed and dated, under one line saying so.
    const morpho = await openMorpho(page, fin.shellUrl);
    await expect(morpho.getByTestId('morpho-stale')).toContainText(
      /Unable to load Morpho vault data · figures below are from Jul 14, 2025 \(\d+ (months|year)s? old\), not current/,
    );
    const vaults = morpho.getByTestId('morpho-vault');
    await expect(vaults).toHaveCount(10);
    expect(await vaults.evaluateAll((els) => els.every((e) => e.getAttribute('data-stale') === 'true'))).toBe(
      true,
    );
    await expect(vaults.first().getByTestId('morpho-vault-date')).toHaveText('as of Jul 14, 2025');
    await shoot(page, 'mainnet-unreachable-morpho', morpho);

    // What the optimizer, the agent and the chat read: the API's current rows only.
    const served = (await (await fetch(`${api.url}/api/defi/all-stablecoins`)).json()) as {
      data: { id: string; stale?: boolean; dataSource: string; asset: string; apy: number }[];
    };
    expect(served.data.filter((o) => o.dataSource === 'defillama-capture').every((o) => o.stale)).toBe(true);
    const staleIds = new Set(served.data.filter((o) => o.stale).map((o) => o.id));

    // The optimizer, run by a connected wallet (an extension: mainnet offers no demo wallet), recommends current
    // rows only.
    await page.goto(fin.shellUrl);
    const connect = page.getByRole('banner').getByRole('button', { name: 'Connect wallet' });
    const connected = page.getByTestId('wallet-address').first();
    // A wallet that already lets this page see its address is reconnected on load, as an extension's is.
    await expect(connect.or(connected)).toBeVisible({ timeout: 15_000 });
    if (await connect.isVisible()) {
      await connect.click();
      await page
        .getByRole('dialog', { name: 'Connect a wallet' })
        .getByRole('button', { name: INJECTED_WALLET_NAME })
        .click();
    }
    await expect(connected).toHaveText('0xf39F...2266', { timeout: 15_000 });
    await page.locator('[data-remote-slot="mf_optimizer/PortfolioOptimizer"]').scrollIntoViewIfNeeded();
    const section = page.locator('[data-section="mf_optimizer/PortfolioOptimizer"]');
    await expect(section.getByRole('button', { name: 'Analyze portfolio' })).toBeVisible({ timeout: 30_000 });
    await analyze(section);
    const recommended = await section
      .locator('[data-opportunity-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-opportunity-id') ?? ''));
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.filter((id) => staleIds.has(id))).toEqual([]);

    // The chat's best yields quote no stale row's rate: the best APY it names is the best current USDC row's.
    await openChat(page);
    const answer = await ask(page, 'best usdc yields');
    const staleRates = served.data
      .filter((o) => o.stale && o.asset === 'USDC')
      .map((o) => `${o.apy.toFixed(2)}%`);
    const currentRates = new Set(served.data.filter((o) => !o.stale).map((o) => `${o.apy.toFixed(2)}%`));
    const quoted = answer.match(/\d+\.\d{2}%/g) ?? [];
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((r) => staleRates.includes(r) && !currentRates.has(r))).toEqual([]);
  } finally {
    await api.stop();
  }
});

test('with sources that answer, the list and the Morpho section show live figures', async ({ page, fin }) => {
  const sources = await startRecordedSources();
  const api = await startMainnetApi(fin, { defillama: sources.url, morpho: sources.url, capture: false });
  try {
    useMainnetApps(fin, api);
    const list = await openYieldsPage(page, fin.shellUrl);
    await expect(list.getByTestId('yield-row').first()).toBeVisible();
    await expect(list.getByTestId('yields-source-notice')).toHaveCount(0);
    await expect(list.locator('[data-testid="yield-row"][data-stale="true"]')).toHaveCount(0);
    // A DefiLlama row from the replayed answer (Maple's syrupUSDC on Ethereum), listed as current.
    await expect(list.locator('[data-pool-id="43641cf5-a92e-416b-bce9-27113d3c0db6"]')).toBeAttached();
    await expect(list.getByText('BEST APY')).toHaveCount(1);
    await shoot(page, 'mainnet-live-yields', list);

    const morpho = await openMorpho(page, fin.shellUrl);
    await expect(morpho.getByTestId('morpho-stale')).toHaveCount(0);
    await expect(morpho.getByText('Unable to load Morpho vault data')).toHaveCount(0);
    const vaults = morpho.getByTestId('morpho-vault');
    await expect(vaults).toHaveCount(10);
    expect(
      await vaults.evaluateAll((els) => els.every((e) => e.getAttribute('data-stale') === 'false')),
    ).toBe(true);
    await expect(vaults.first()).toContainText('STEAKUSDC');
    await shoot(page, 'mainnet-live-morpho', morpho);
  } finally {
    await api.stop();
    await new Promise((resolve) => sources.server.close(resolve));
  }
});
