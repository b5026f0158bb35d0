// The page's chain readers and wallet sender, built from the wagmi config's own methods and `viem`'s root
// exports only. Why not `wagmi/actions`: Module Federation shares `wagmi` and `viem` (one copy per page, loaded
// by the shell) but not their deep imports, so every section that imported `wagmi/actions` compiled its own copy
// of viem's actions and errors (about 21 KB gzip per section) into the first view, and errors thrown by that copy
// were not instances of the page's viem classes.

import { getChainName } from '@fin/shared/domain/chains/chains';
import { switchNetworkWithRetry } from '@fin/shared/domain/wallet/network-switch';
import {
  type Address,
  createWalletClient,
  custom,
  type EIP1193Provider,
  type Hash,
  type Hex,
  type PublicClient,
  publicActions,
} from 'viem';
import type { Config } from 'wagmi';

/** The chain the connected wallet is on, or undefined when no wallet is connected. */
export function walletChainId(config: Config): number | undefined {
  const { current, connections } = config.state;
  return current ? connections.get(current)?.chainId : undefined;
}

/** A read-only client for one of the page's chains; throws a clear error for a chain the page has no RPC for. */
export function chainReader(config: Config, chainId: number): PublicClient {
  if (!config.chains.some((chain) => chain.id === chainId)) {
    throw new Error(`No RPC configured for chain ${chainId}`);
  }
  return config
    .getClient({ chainId: chainId as Config['chains'][number]['id'] })
    .extend(publicActions) as PublicClient;
}

export type WalletTransaction = {
  chainId: number;
  account: Address;
  to: Address;
  data: Hex;
  gas?: bigint;
  value?: bigint;
};

/**
 * Asks the connected wallet to sign and send one transaction on `chainId`. The wallet must already be on that
 * chain (the transaction runner switches first); viem checks it and refuses otherwise, so nothing is signed for
 * the wrong chain.
 */
export async function sendFromWallet(config: Config, tx: WalletTransaction): Promise<Hash> {
  const { current, connections } = config.state;
  const connection = current ? connections.get(current) : undefined;
  if (!connection) throw new Error('Connect a wallet first');
  const chain = config.chains.find((c) => c.id === tx.chainId);
  if (!chain) throw new Error(`No RPC configured for chain ${tx.chainId}`);
  const provider = (await connection.connector.getProvider({ chainId: tx.chainId })) as EIP1193Provider;
  const wallet = createWalletClient({ account: tx.account, chain, transport: custom(provider) });
  return wallet.sendTransaction({
    account: tx.account,
    chain,
    to: tx.to,
    data: tx.data,
    ...(tx.gas ? { gas: tx.gas } : {}),
    ...(tx.value ? { value: tx.value } : {}),
  });
}

/** Asks the connected wallet to move to `chainId` (one attempt; the retry rule is switchWalletNetwork's). */
async function switchWalletChain(config: Config, chainId: number): Promise<void> {
  const { current, connections } = config.state;
  const connector = current ? connections.get(current)?.connector : undefined;
  if (!connector) throw new Error('Connect a wallet first');
  if (!connector.switchChain) throw new Error(`${connector.name} cannot switch networks`);
  await connector.switchChain({ chainId });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Moves the connected wallet to `chainId` with the product's retry rule (3 attempts, 2 s wait, 1 s between tries,
 * 'Network switch cancelled by user' on code 4001, 'Failed to switch to {chain} after 3 attempts').
 */
export function switchWalletNetwork(config: Config, chainId: number): Promise<void> {
  return switchNetworkWithRetry({
    targetChainId: chainId,
    chainName: getChainName(chainId),
    switchChain: (id) => switchWalletChain(config, id),
    // The wallet's own chain, not the page's default: that is what the user must be on to sign.
    getChainId: () => walletChainId(config) ?? 0,
    sleep,
  });
}
