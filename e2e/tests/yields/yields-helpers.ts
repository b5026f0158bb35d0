// Helpers of the yields browser tests: where the section is, what the API serves (the oracle the list is checked
// against, fetched in the test, never written into it) and the demo wallet's balances read from the chain.
import { allStablecoinsResponseSchema, type YieldOpportunity } from '@fin/shared/schemas/yields';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Address, createPublicClient, http, parseAbi } from 'viem';

const YIELDS_SLOT = '[data-remote-slot="mf_yields/YieldsSection"]';

function yieldsSection(page: Page): Locator {
  return page.locator('[data-section="mf_yields/YieldsSection"]');
}

/** The clear (or, for a connected wallet, virtualized) rows of the list, in order. */
export function listedRows(section: Locator): Locator {
  return section.getByRole('list', { name: 'Yield opportunities' }).getByRole('button');
}

export async function openYieldsPage(page: Page, shellUrl: string, query = ''): Promise<Locator> {
  await page.goto(`${shellUrl}/yields${query}`);
  const section = yieldsSection(page);
  await expect(section.getByTestId('yields-count')).toBeVisible({ timeout: 30_000 });
  return section;
}

/** The home page's yields section, scrolled into view (it loads as it approaches the viewport). */
export async function openHomeYields(page: Page, shellUrl: string, query = ''): Promise<Locator> {
  // A page already at this address with nothing open over it (a test that connected there) is not loaded again.
  const target = `${shellUrl}/${query}`;
  const there = page.url() === new URL(target).href && (await page.getByRole('dialog').count()) === 0;
  if (!there) await page.goto(target);
  await page.locator(YIELDS_SLOT).scrollIntoViewIfNeeded();
  const section = yieldsSection(page);
  await expect(section.getByTestId('yields-count')).toBeVisible({ timeout: 30_000 });
  return section;
}

/** The home page filtered down to the pool's chain and asset, the pool near the top: where its dialog opens. */
export function poolPageUrl(shellUrl: string, pool: YieldOpportunity): string {
  return `${shellUrl}/${poolQuery(pool)}`;
}

function poolQuery(pool: YieldOpportunity): string {
  const minApy = Math.max(0, Math.floor((pool.apy ?? 0) * 2) / 2 - 0.5);
  return `?chain=${pool.chain}&asset=${pool.asset}&minApy=${minApy}`;
}

/** The pool's row at the top of the list (filters from the URL), its detail, then its deposit dialog. */
export async function openDepositDialog(
  page: Page,
  shellUrl: string,
  pool: YieldOpportunity,
): Promise<Locator> {
  const section = await openHomeYields(page, shellUrl, poolQuery(pool));
  await section.locator(`[data-pool-id="${pool.id}"]`).click();
  const detail = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
  await detail.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Deposit to ${pool.protocol}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function servedOpportunities(apiUrl: string): Promise<YieldOpportunity[]> {
  const res = await fetch(`${apiUrl}/api/defi/all-stablecoins`);
  return allStablecoinsResponseSchema.parse(await res.json()).data;
}

const erc20 = parseAbi(['function balanceOf(address owner) view returns (uint256)']);

export async function tokenBalance(rpcUrl: string, token: Address, owner: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
  return client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [owner] });
}

export function rpcUrlOf(chains: readonly { chainId: number; rpcUrl: string }[], chainId: number): string {
  const chain = chains.find((c) => c.chainId === chainId);
  if (!chain) throw new Error(`devnet has no chain ${chainId}`);
  return chain.rpcUrl;
}
