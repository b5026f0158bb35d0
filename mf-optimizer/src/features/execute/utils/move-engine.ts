// Everything a move needs to run (the transaction runner, the CCTP bridge, the withdraw and deposit plans), in a
// file of its own: it loads when the recommendations appear, not with the panel, so a connected wallet's first
// screen does not download the code of moves it may never make.

import type { CctpDeps } from '@fin/shared/web3/cctp-steps';
import { runnerTxSender } from '@fin/shared/web3/cctp-wagmi';
import { chainReader, switchWalletNetwork } from '@fin/shared/web3/page-wallet';
import { wagmiTxRunnerDeps } from '@fin/shared/web3/tx-runner-wagmi';
import { walletBatchSender } from '@fin/shared/web3/wallet-batch';
import { type ProofHeaders, withWalletProof } from '@fin/shared/web3/wallet-session';
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { getAccount, signMessage } from 'wagmi/actions';
import type { MoveDeps } from './move-stages';

export { MoveStoppedError, runMove } from './run-move';

/** The wallet-bound parts of a move: the same for every move of one execution. */
export function walletMoveDeps(
  config: Config,
  account: Address,
  attestationUrl: string,
): Pick<MoveDeps, 'account' | 'runner' | 'cctp' | 'client' | 'attestationUrl' | 'withProof'> {
  const switchNetwork = (chainId: number) => switchWalletNetwork(config, chainId);
  const runner = wagmiTxRunnerDeps(config, switchNetwork);
  const client = (chainId: number) => chainReader(config, chainId);
  const cctp: CctpDeps = {
    account,
    client,
    send: runnerTxSender(runner, account),
    // Approve + burn as one prompt where the wallet batches atomically, as in the transfer form.
    sendBatch: walletBatchSender(config, account, switchNetwork),
    switchChain: switchNetwork,
    attestationUrl,
  };
  // The decision check is recorded for this wallet: it carries the wallet's proof (one signature per session).
  const withProof = <T>(call: (headers: ProofHeaders) => Promise<T>) =>
    withWalletProof(
      {
        address: account,
        chainId: getAccount(config).chainId ?? 8453,
        signMessage: (message) => signMessage(config, { account, message }),
      },
      call,
    );
  return { account, runner, cctp, client, attestationUrl, withProof };
}
