// The CCTP steps wired to the page's wallet (wagmi): chain readers from the shared wagmi config, the network
// switch rule, the attestation URL from the runtime config, and the transaction sender.

import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { type FinWagmiConfig, finChainId } from '@fin/shared/web3/wagmi-config';
import { useCallback, useMemo } from 'react';
import type { Abi, Address, Hash } from 'viem';
import { useAccount, useConfig } from 'wagmi';
import { messageTransmitterV2Abi, tokenMessengerV2Abi } from '../cctp/domain/abis';
import type { CctpDeps, TxSender } from './cctp-steps';
import { chainReader, switchWalletNetwork } from './page-wallet';
import { buildTxPlan, writeStep } from './tx-plan';
import { runTransactionPlan, type TxRunnerDeps } from './tx-runner';
import { wagmiTxRunnerDeps } from './tx-runner-wagmi';
import { walletBatchSender } from './wallet-batch';

const CCTP_ERROR_ABI = [...tokenMessengerV2Abi, ...messageTransmitterV2Abi] as Abi;

/**
 * Each CCTP transaction goes through the page's one transaction runner (tx-runner.ts: switch if needed, simulate,
 * estimate with margin and floor, sign, watch the receipt) as a one-step plan. The hash is handed back as soon as
 * the wallet has signed, so the caller records the transfer before the receipt.
 */
export function runnerTxSender(deps: TxRunnerDeps, account: Address): TxSender {
  return (tx) =>
    new Promise<Hash>((resolve, reject) => {
      let signed = false;
      const plan = buildTxPlan(account, [
        writeStep({
          chainId: finChainId(tx.chainId),
          id: 'cctp',
          label: tx.label,
          call: { to: tx.to, data: tx.data },
          abi: CCTP_ERROR_ABI,
          ...(tx.gasFloor !== undefined ? { gasFloor: tx.gasFloor } : {}),
        }),
      ]);
      runTransactionPlan(plan, deps, (states) => {
        const hash = states.find((s) => s.hash)?.hash;
        if (hash && !signed) {
          signed = true;
          resolve(hash);
        }
      })
        .then((result) => {
          if (!signed && result.lastHash) resolve(result.lastHash);
        })
        // After signing, the caller watches the receipt itself (a revert reads as failed there).
        .catch((error: unknown) => {
          if (!signed) reject(error);
        });
    });
}

export function cctpDepsFor(
  config: FinWagmiConfig,
  account: Address,
  switchChain: (chainId: number) => Promise<void>,
  extra: Partial<CctpDeps> = {},
): CctpDeps {
  return {
    account,
    client: (chainId) => chainReader(config, chainId),
    send: runnerTxSender(wagmiTxRunnerDeps(config, switchChain), account),
    sendBatch: walletBatchSender(config, account, switchChain),
    switchChain,
    attestationUrl: getRuntimeConfig().attestationUrl,
    ...extra,
  };
}

/** The connected wallet's CCTP dependencies, or null without a wallet. Use with the functions of cctp-steps. */
export function useCctpDeps(): CctpDeps | null {
  const config = useConfig();
  const { address } = useAccount();
  // The page's one switch rule (page-wallet.ts); the pending state of hooks/useSwitchNetwork is not needed here.
  const switchNetwork = useCallback((chainId: number) => switchWalletNetwork(config, chainId), [config]);
  return useMemo(
    () => (address ? cctpDepsFor(config, address, switchNetwork) : null),
    [config, address, switchNetwork],
  );
}
