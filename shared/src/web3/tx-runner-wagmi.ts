// The transaction runner's dependencies on the page's wagmi config: for the hook (hooks/useTransactionPlan.ts), the
// CCTP steps (cctp-wagmi.ts) and non-React callers such as the agent's executor and the optimizer's moves.

import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import type { FinWagmiConfig } from '@fin/shared/web3/wagmi-config';
import type { Config } from 'wagmi';
import { chainReader, sendFromWallet, walletChainId } from './page-wallet';
import { chainClientFrom, type TxRunnerDeps } from './tx-runner-deps';
import { walletTxBatch } from './wallet-batch';

export function wagmiTxRunnerDeps(
  config: FinWagmiConfig | Config,
  switchChain: (chainId: number) => Promise<void>,
): TxRunnerDeps {
  return {
    client: (chainId) => chainClientFrom(chainReader(config, chainId)),
    walletChainId: () => walletChainId(config) ?? 0,
    switchChain,
    send: (tx) => sendFromWallet(config, tx),
    // Approve + action as one prompt where the wallet batches atomically (EIP-5792).
    batch: walletTxBatch(config),
    profile: getRuntimeConfig().profile,
  };
}
