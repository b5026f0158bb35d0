// The CCTP steps wired to the page's wallet (wagmi): chain readers from the shared wagmi config, the network
// switch rule, the attestation URL from the runtime config, and the transaction sender.
import { useMemo } from 'react';
import type { Address, PublicClient } from 'viem';
import { type Config, useAccount, useConfig } from 'wagmi';
import { getPublicClient, sendTransaction } from 'wagmi/actions';
import { getRuntimeConfig } from '../config/runtime-config';
import { useSwitchNetwork } from '../hooks/useSwitchNetwork';
import { type CctpDeps, errorText, type TxSender } from './cctp-steps';

export function chainClient(config: Config, chainId: number): PublicClient {
  const client = getPublicClient(config, { chainId: chainId as never });
  if (!client) throw new Error(`No RPC configured for chain ${chainId}`);
  return client as PublicClient;
}

/**
 * Simulates the transaction on its chain from the user's account (eth_estimateGas executes it: a call that would
 * revert fails here and is never sent), sizes the gas limit with a 20% margin over the estimate and never under
 * the request's floor, then asks the wallet to sign and send it.
 * NOTE: stands in until the page-wide transaction runner (issue 15) lands in shared; then this delegates to it.
 */
export function wagmiTxSender(config: Config, account: Address): TxSender {
  return async (tx) => {
    const client = chainClient(config, tx.chainId);
    let estimate: bigint;
    try {
      estimate = await client.estimateGas({ account, to: tx.to, data: tx.data });
    } catch (error) {
      // Keep the revert reason readable ('Nonce already used', 'Message expired and must be re-signed').
      throw Object.assign(new Error(errorText(error)), { cause: error });
    }
    const margin = (estimate * 6n) / 5n;
    const gas = tx.gasFloor && tx.gasFloor > margin ? tx.gasFloor : margin;
    return sendTransaction(config, { account, to: tx.to, data: tx.data, gas, chainId: tx.chainId as never });
  };
}

export function cctpDepsFor(
  config: Config,
  account: Address,
  switchChain: (chainId: number) => Promise<void>,
  extra: Partial<CctpDeps> = {},
): CctpDeps {
  return {
    account,
    client: (chainId) => chainClient(config, chainId),
    send: wagmiTxSender(config, account),
    switchChain,
    attestationUrl: getRuntimeConfig().attestationUrl,
    ...extra,
  };
}

/** The connected wallet's CCTP dependencies, or null without a wallet. Use with the functions of cctp-steps. */
export function useCctpDeps(): CctpDeps | null {
  const config = useConfig();
  const { address } = useAccount();
  const { switchNetwork } = useSwitchNetwork();
  return useMemo(
    () => (address ? cctpDepsFor(config, address, switchNetwork) : null),
    [config, address, switchNetwork],
  );
}
