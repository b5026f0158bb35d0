import { MORPHO_BLUE, MORPHO_MARKETS, morphoMarketId } from '@fin/shared/domain/chains/contracts';
import { formatApy, formatMorphoTvlMillions } from '@fin/shared/domain/money/format';
import { MORPHO_BLUE_ABI } from '@fin/shared/domain/morpho/abi';
import { MORPHO_FALLBACK_VAULTS } from '@fin/shared/domain/morpho/vaults-fallback';
import { morphoVaultTag } from '@fin/shared/domain/yields/risk';
import { morphoVaultsResponseSchema } from '@fin/shared/schemas/morpho-vaults';
import type { Locator, Page } from '@playwright/test';
import { type Address, createPublicClient, http, zeroAddress } from 'viem';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { rpcUrlOf } from './yields-helpers';

const SLOT = '[data-remote-slot="mf_yields/MorphoVaults"]';

async function openMorpho(page: Page, shellUrl: string): Promise<Locator> {
  await page.goto(shellUrl);
  await page.locator(SLOT).scrollIntoViewIfNeeded();
  const section = page.locator('[data-section="mf_yields/MorphoVaults"]');
  await expect(section.getByRole('heading', { name: 'Morpho Vaults' })).toBeVisible({ timeout: 30_000 });
  return section;
}

test('Morpho Vaults lists the vaults the API reads, with TVL in millions, tag and a safe link', async ({
  page,
  fin,
}) => {
  const served = morphoVaultsResponseSchema.parse(
    await (await fetch(`${fin.apiUrl}/api/morpho-vaults`)).json(),
  );
  expect(served.vaults.length).toBeGreaterThan(0);
  const section = await openMorpho(page, fin.shellUrl);
  const rows = section.getByTestId('morpho-vault');
  await expect(rows).toHaveCount(served.vaults.length);
  for (const [i, v] of served.vaults.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText(v.name);
    await expect(row).toContainText(formatApy(v.apy));
    await expect(row).toContainText(formatMorphoTvlMillions(v.tvl));
    await expect(row).toContainText(morphoVaultTag(v.apy, v.tvl));
    const link = row.getByRole('link');
    await expect(link).toHaveAttribute('href', v.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(section.getByText('Unable to load Morpho vault data')).toHaveCount(0);
});

test('when the API is down, the built-in 10 vaults show under the notice', async ({ page, fin }) => {
  // The real API process is stopped: the static server's /api proxy answers 502, as a dead backend would.
  await fin.stopApi();
  const section = await openMorpho(page, fin.shellUrl);
  await expect(section.getByText('Unable to load Morpho vault data')).toBeVisible();
  const rows = section.getByTestId('morpho-vault');
  await expect(rows).toHaveCount(10);
  for (const [i, v] of MORPHO_FALLBACK_VAULTS.entries()) await expect(rows.nth(i)).toContainText(v.name);
});

test('the Morpho Blue helper offers the real APY, the model only as a reference, supplies and withdraws', async ({
  page,
  fin,
}) => {
  const market = MORPHO_MARKETS.find((m) => m.chainId === 1 && m.collateral === 'WETH')!;
  const id = morphoMarketId(market.params);
  const client = createPublicClient({
    transport: http(rpcUrlOf(fin.devnet.manifest.chains, 1)),
    cacheTime: 0,
  });
  const morpho = MORPHO_BLUE[1] as Address;
  const [loanToken] = await client.readContract({
    address: morpho,
    abi: MORPHO_BLUE_ABI,
    functionName: 'idToMarketParams',
    args: [id],
  });
  expect(loanToken).not.toBe(zeroAddress);

  const section = await openMorpho(page, fin.shellUrl);
  const address = await connectDemoWallet(page);
  const supplied = async () =>
    (
      await client.readContract({
        address: morpho,
        abi: MORPHO_BLUE_ABI,
        functionName: 'position',
        args: [id, address],
      })
    )[0];
  const before = await supplied();
  const row = section.getByRole('row', { name: /USDC \/ WETH on Ethereum/ });
  await expect(row).toBeVisible({ timeout: 20_000 });
  // The rate on offer comes right after the market; the spec's two-slope model sits apart, labelled a reference.
  const headers = section.getByRole('table', { name: 'Morpho Blue USDC markets' }).getByRole('columnheader');
  await expect(headers.nth(1)).toHaveText('Supply APY');
  await expect(headers.nth(3)).toHaveText('Fin model reference only');
  await expect(row.getByTestId('morpho-supply-apy')).toHaveText(/^\d+\.\d{2}%$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d+\.\d{2}%$/);
  await expect(section.getByTestId('morpho-model-note')).toContainText(
    'shown for reference only: no one earns it',
  );

  await row.getByLabel('Amount for USDC / WETH on Ethereum').fill('10');
  await row.getByRole('button', { name: 'Supply' }).click();
  await expect(row.getByRole('status')).toHaveText('Supplied 10.00 USDC', { timeout: 60_000 });
  expect(await supplied()).toBeGreaterThan(before);
  const position = section.getByTestId('morpho-position').filter({ hasText: 'USDC / WETH · Ethereum' });
  await expect(position).toBeVisible();
  await expect(position).toContainText('WETH');

  const mid = await supplied();
  await row.getByLabel('Amount for USDC / WETH on Ethereum').fill('4');
  await row.getByRole('button', { name: 'Withdraw' }).click();
  await expect(row.getByRole('status')).toHaveText('Withdrew 4.00 USDC', { timeout: 60_000 });
  expect(await supplied()).toBeLessThan(mid);
});

test('a Morpho Blue position shows one figure, interest included, in the helper and the portfolio', async ({
  page,
  fin,
}) => {
  const section = await openMorpho(page, fin.shellUrl);
  await connectDemoWallet(page);
  const positions = section.getByTestId('morpho-position');
  await expect(positions.first()).toBeVisible({ timeout: 20_000 });
  const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  await page.locator('[data-remote-slot="mf_portfolio/PortfolioPanel"]').scrollIntoViewIfNeeded();
  const portfolio = page.locator('[data-section="mf_portfolio/PortfolioPanel"]');
  for (const position of await positions.all()) {
    const id = (await position.getAttribute('data-market-id')) as string;
    const helper = amount(await position.getByTestId('morpho-position-supplied').textContent());
    const row = portfolio.locator(`[data-testid="portfolio-row"][data-market-id="${id}"]`);
    // Both read the chain at about the same block: they agree to the cent (the helper once left out interest).
    await expect
      .poll(async () => Math.abs(amount(await row.getByTestId('row-balance').textContent()) - helper), {
        timeout: 20_000,
      })
      .toBeLessThanOrEqual(0.01);
  }
});
