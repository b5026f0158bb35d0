// Helpers of the transfer browser tests: open Quick Actions (standalone remote page or the shell), fill the form,
// read USDC balances from the chain (the oracle), drive the attestation service's fault controls.
import { getChainName } from '@fin/shared/domain/chains';
import { getTokenAddress } from '@fin/shared/domain/tokens';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Address, createPublicClient, http, parseAbi } from 'viem';
import type { FinFixture } from '../../fixtures/stack';
import { connectDemoWallet } from '../../fixtures/wallet';

export const section = (page: Page): Locator => page.locator('[data-section="mf_transfer/QuickActions"]');
export const form = (page: Page): Locator => page.getByTestId('transfer-form');
export const statusLine = (page: Page): Locator => page.getByTestId('transfer-status');
export const step = (page: Page, id: string): Locator => page.locator(`[data-step="${id}"]`);

/** The standalone Quick Actions page with the demo wallet connected; returns the wallet address. */
export async function openQuickActions(page: Page, fin: FinFixture): Promise<Address> {
  await page.goto(fin.remoteUrl('mf_transfer'));
  await expect(section(page).getByRole('heading', { name: 'Quick Actions' })).toBeVisible({
    timeout: 30_000,
  });
  const address = await connectDemoWallet(page);
  await expect(form(page)).toBeVisible();
  return address;
}

export async function chooseRoute(page: Page, from: number, to: number): Promise<void> {
  await form(page).getByLabel('From').selectOption(String(from));
  await form(page).getByLabel('To').selectOption(String(to));
}

/** Moves the wallet to the source chain through the form's own banner if it is elsewhere. */
export async function ensureOnSource(page: Page, from: number): Promise<void> {
  const banner = page.getByTestId('source-chain-banner');
  if (await banner.isVisible()) {
    await banner.getByRole('button', { name: `Switch to ${getChainName(from)}` }).click();
    await expect(banner).toBeHidden({ timeout: 20_000 });
  }
}

export async function fillTransfer(
  page: Page,
  opts: { from: number; to: number; amount: string; mode?: 'fast' | 'standard' },
): Promise<void> {
  await chooseRoute(page, opts.from, opts.to);
  await ensureOnSource(page, opts.from);
  await form(page).getByLabel('Amount (USDC)').fill(opts.amount);
  if (opts.mode) {
    const speed = page.getByTestId('transfer-speed');
    await speed.getByLabel(opts.mode === 'fast' ? 'Fast' : 'Standard').check();
  }
}

export const startButton = (page: Page) => form(page).getByRole('button', { name: 'Start Transfer' });

const erc20 = parseAbi(['function balanceOf(address owner) view returns (uint256)']);

export async function usdcBalance(fin: FinFixture, chainId: number, owner: Address): Promise<bigint> {
  const rpc = fin.devnet.manifest.chains.find((c) => c.chainId === chainId)?.rpcUrl;
  if (!rpc) throw new Error(`no devnet chain ${chainId}`);
  const client = createPublicClient({ transport: http(rpc), cacheTime: 0 });
  return client.readContract({
    address: getTokenAddress('USDC', chainId) as Address,
    abi: erc20,
    functionName: 'balanceOf',
    args: [owner],
  });
}

/** Waits for the step list to show the transfer completed and returns the burn hash shown. */
export async function waitForCompletion(page: Page, destination: number, timeout = 60_000): Promise<void> {
  await expect(statusLine(page)).toHaveText(
    `Transfer complete! USDC has been minted on ${getChainName(destination)}.`,
    {
      timeout,
    },
  );
}

export async function burnHashShown(page: Page): Promise<`0x${string}`> {
  const el = page.getByTestId('transfer-progress').getByTestId('tx-burn-transaction');
  await expect(el).toBeVisible({ timeout: 30_000 });
  return (await el.getAttribute('data-hash')) as `0x${string}`;
}
