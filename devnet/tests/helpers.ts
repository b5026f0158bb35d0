// Test helpers: the shared devnet, wallets that sign locally (as the app's connector does) and small readers.

import { gasLimitFor } from '@fin/shared/web3/tx-plan';
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createWalletClient,
  defineChain,
  http,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, inject } from 'vitest';
import { tokenAbi } from '../src/abis';
import { DEPLOYER, type DevAccount, SPARE_ACCOUNTS } from '../src/accounts';
import { createDevnetClient, type DevnetClient } from '../src/client';
import type { DevnetSnapshot } from '../src/manifest';

export const devnet: DevnetClient = createDevnetClient(inject('manifest'));

export function spare(i: number): DevAccount {
  const account = SPARE_ACCOUNTS[i];
  if (!account) throw new Error(`no spare account ${i}`);
  return account;
}

function wallet(chainId: number, account: DevAccount) {
  const c = devnet.chain(chainId);
  const chain = defineChain({
    id: c.chainId,
    name: c.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  });
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain,
    transport: http(c.rpcUrl),
  });
}

/**
 * Signs and sends a contract call, waits for it and fails on revert; returns the receipt. The gas limit is the
 * product's own rule (gasLimitFor: estimate + 20% + headroom), so these tests also prove that rule holds for
 * contracts whose work depends on elapsed time (interest accrual, vault fees, IRM adaptation): the estimate can
 * run in the second of their last update and the transaction land a second later. `estimateAt` pins the
 * estimate to a given block, to reproduce exactly that.
 */
export async function write<
  const abi extends Abi,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
>(
  chainId: number,
  account: DevAccount,
  address: Address,
  abi: abi,
  functionName: name,
  args: args,
  opts: { estimateAt?: bigint; beforeSend?: () => Promise<void> } = {},
) {
  const client = wallet(chainId, account);
  const request = { address, abi, functionName, args, account: client.account } as never;
  const estimate = await devnet
    .publicClient(chainId)
    .estimateContractGas({ ...(request as object), blockNumber: opts.estimateAt } as never);
  await opts.beforeSend?.();
  const hash = await client.writeContract({ ...(request as object), gas: gasLimitFor(estimate) } as never);
  const receipt = await devnet.publicClient(chainId).waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success') throw new Error(`${String(functionName)} reverted in ${hash}`);
  return Object.assign(receipt, { estimate });
}

/** The revert reason a call would fail with (simulated from `account`), or undefined if it would succeed. */
export async function revertOf<
  const abi extends Abi,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
>(chainId: number, account: Address, address: Address, abi: abi, functionName: name, args: args) {
  try {
    await devnet
      .publicClient(chainId)
      .simulateContract({ account, address, abi, functionName, args } as never);
    return undefined;
  } catch (err) {
    const e = err as { shortMessage?: string; message: string };
    return e.shortMessage ?? e.message;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Tops up an account from the deployer-only token faucet. */
export async function fund(chainId: number, token: Address, to: Address, amount: bigint) {
  await write(chainId, DEPLOYER, token, tokenAbi, 'devnetMint', [to, amount]);
}

/** An ERC-20 balance read straight from the chain. */
export const balanceOf = (chainId: number, token: Address, who: Address) =>
  devnet
    .publicClient(chainId)
    .readContract({ address: token, abi: tokenAbi, functionName: 'balanceOf', args: [who] });

/** Snapshots every chain before a file's tests and reverts after them, so files never see each other's state. */
export function keepChainStatePerFile(): void {
  let snapshot: DevnetSnapshot;
  beforeAll(async () => {
    snapshot = await devnet.snapshot();
  });
  afterAll(async () => {
    await devnet.revert(snapshot);
  });
}
