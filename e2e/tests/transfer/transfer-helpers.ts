// Helpers of the transfer browser tests: open Quick Actions (standalone remote page or the shell), fill the form,
// read USDC balances from the chain (the oracle), drive the attestation service's fault controls.
import { getChain, getChainName } from '@fin/shared/domain/chains/chains';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hash,
  type Hex,
  http,
  pad,
  parseAbi,
  zeroHash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sendOnChain } from '../../fixtures/send-on-chain';
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
async function ensureOnSource(page: Page, from: number): Promise<void> {
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

function rpcOf(fin: FinFixture, chainId: number): string {
  const rpc = fin.devnet.manifest.chains.find((c) => c.chainId === chainId)?.rpcUrl;
  if (!rpc) throw new Error(`no devnet chain ${chainId}`);
  return rpc;
}

export async function usdcBalance(fin: FinFixture, chainId: number, owner: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpcOf(fin, chainId)), cacheTime: 0 });
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

const messengerAbi = parseAbi([
  'function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold)',
  'function depositForBurnWithHook(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold, bytes hookData)',
]);
/** Circle's static forwarding hook data ("cctp-forward", version 0, no extra data), as a script would send it. */
const FORWARD_HOOK = `0x636374702d666f7277617264${'0'.repeat(40)}` as const;
const approveAbi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)']);
const TOKEN_MESSENGER = '0x28b5a0e9C621a5BadaA536219b3a228C8168cf5d';

/** The demo wallet's key, as the devnet config serves it to the page. */
async function demoKey(fin: FinFixture): Promise<Hex> {
  const res = await fetch(`${fin.remoteUrl('mf_transfer')}/config.json`);
  const config = (await res.json()) as { demoWallet?: { privateKey: Hex } };
  if (!config.demoWallet) throw new Error('the devnet config has no demo wallet');
  return config.demoWallet.privateKey;
}

/** The demo wallet approves the messenger directly on chain (outside the page), so the page skips the approval. */
export async function approveOnChain(fin: FinFixture, chainId: number, amount: bigint): Promise<void> {
  const data = encodeFunctionData({
    abi: approveAbi,
    functionName: 'approve',
    args: [TOKEN_MESSENGER, amount],
  });
  const to = getTokenAddress('USDC', chainId) as Address;
  await sendOnChain(rpcOf(fin, chainId), await demoKey(fin), { to, data }, `approving USDC on ${chainId}`);
}

/** A burn made straight on chain by the demo wallet, as another app or a script would; returns its hash. */
export async function burnOnChain(
  fin: FinFixture,
  opts: {
    from: number;
    to: number;
    amount: bigint;
    fast: boolean;
    recipient?: Address;
    /** Ask Circle's Forwarding Service to mint (fast, with the cctp-forward hook data and room for its fee). */
    forward?: boolean;
  },
): Promise<Hash> {
  await approveOnChain(fin, opts.from, opts.amount);
  const key = await demoKey(fin);
  const common = [
    opts.amount,
    getChain(opts.to)?.cctpDomain as number,
    pad(opts.recipient ?? privateKeyToAccount(key).address),
    getTokenAddress('USDC', opts.from) as Address,
    zeroHash,
  ] as const;
  const data = opts.forward
    ? encodeFunctionData({
        abi: messengerAbi,
        functionName: 'depositForBurnWithHook',
        args: [...common, opts.amount / 1000n + 1_000_000n, 1000, FORWARD_HOOK],
      })
    : encodeFunctionData({
        abi: messengerAbi,
        functionName: 'depositForBurn',
        args: [...common, opts.fast ? opts.amount / 1000n : 0n, opts.fast ? 1000 : 2000],
      });
  return sendOnChain(
    rpcOf(fin, opts.from),
    key,
    { to: TOKEN_MESSENGER, data },
    `burning USDC on ${opts.from}`,
  );
}

/** Polls the devnet attestation service (as any client would) until the burn is attested. */
export async function attestedMessage(fin: FinFixture, from: number, hash: Hash) {
  const domain = getChain(from)?.cctpDomain as number;
  let result: { message: `0x${string}`; attestation: `0x${string}` } | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(
          `${fin.devnet.manifest.attestationUrl}/v2/messages/${domain}?transactionHash=${hash}`,
        );
        if (res.status !== 200) return 'not found';
        const m = (
          (await res.json()) as {
            messages: { status: string; message: `0x${string}`; attestation: `0x${string}` }[];
          }
        ).messages[0];
        if (m?.status === 'complete') result = { message: m.message, attestation: m.attestation };
        return m?.status;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe('complete');
  return result as { message: `0x${string}`; attestation: `0x${string}` };
}

const receiveAbi = parseAbi(['function receiveMessage(bytes message, bytes attestation) returns (bool)']);

/** Mints an attested message straight on the destination (as the recovery link in another browser would). */
export async function mintOnChain(
  fin: FinFixture,
  to: number,
  attested: { message: Hex; attestation: Hex },
): Promise<Hash> {
  const transmitter = getChain(to)?.contracts.messageTransmitter as Address;
  const data = encodeFunctionData({
    abi: receiveAbi,
    functionName: 'receiveMessage',
    args: [attested.message, attested.attestation],
  });
  return sendOnChain(rpcOf(fin, to), await demoKey(fin), { to: transmitter, data }, `minting on ${to}`);
}
