// Helpers of the optimizer browser tests: the section, an analysis run to completion, and chain reads used as the
// oracle for what a move did.
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Address, createPublicClient, http, parseAbi } from 'viem';
import { connectDemoWallet } from '../../fixtures/wallet';
import { rpcUrlOf, tokenBalance } from '../yields/yields-helpers';

const OPTIMIZER_SLOT = '[data-remote-slot="mf_optimizer/PortfolioOptimizer"]';

function optimizerSection(page: Page): Locator {
  return page.locator('[data-section="mf_optimizer/PortfolioOptimizer"]');
}

/** The home page with the demo wallet connected and the optimizer in view. */
export async function openOptimizer(
  page: Page,
  shellUrl: string,
): Promise<{ section: Locator; address: Address }> {
  await page.goto(`${shellUrl}/`);
  const address = await connectDemoWallet(page);
  await page.locator(OPTIMIZER_SLOT).scrollIntoViewIfNeeded();
  const section = optimizerSection(page);
  await expect(section.getByRole('button', { name: 'Analyze portfolio' })).toBeVisible({ timeout: 30_000 });
  return { section, address };
}

/**
 * Keeps all the idle stablecoins idle (a cash reserve above the wallet's total): the tests of moves between
 * positions then see the pools' caps as the positions alone leave them.
 */
export async function keepIdleMoneyIdle(section: Locator): Promise<void> {
  await section.getByLabel('Cash reserve to keep idle (USD)').fill('10000000');
}

export async function analyze(section: Locator, horizon = '1 month'): Promise<void> {
  await section.getByRole('radio', { name: horizon }).check();
  await section.getByRole('button', { name: /Analyze/ }).click();
  await expect(section.getByText(/^Analysis complete:/)).toBeVisible({ timeout: 60_000 });
}

/** Leaves only the move `from -> to` included (every other proposed move unticked). */
export async function keepOnlyMove(section: Locator, from: string, to: string): Promise<void> {
  const boxes = section.getByRole('checkbox', { name: /^Include the move / });
  const count = await boxes.count();
  for (let i = 0; i < count; i++) {
    const box = boxes.nth(i);
    const name = (await box.getAttribute('aria-label')) ?? '';
    if (name === `Include the move ${from} → ${to}`) await expect(box).toBeChecked();
    else await box.uncheck();
  }
}

export type Chains = readonly { chainId: number; rpcUrl: string }[];

export function balanceReader(chains: Chains, owner: Address) {
  return (symbol: string, chainId: number) =>
    tokenBalance(rpcUrlOf(chains, chainId), getTokenAddress(symbol, chainId) as Address, owner);
}

/** What `shares` of an ERC-4626 vault are worth in its asset now (its own convertToAssets), in base units. */
export async function vaultAssets(chains: Chains, chainId: number, vaultSymbol: string, shares: bigint) {
  const client = createPublicClient({ transport: http(rpcUrlOf(chains, chainId)), cacheTime: 0 });
  return client.readContract({
    address: getTokenAddress(vaultSymbol, chainId) as Address,
    abi: parseAbi(['function convertToAssets(uint256) view returns (uint256)']),
    functionName: 'convertToAssets',
    args: [shares],
  });
}
