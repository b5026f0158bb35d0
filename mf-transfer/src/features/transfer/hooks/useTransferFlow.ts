// The transfer form's hold on the one CCTP transfer machine (shared domain/cctp/transfer-machine.ts, driven by
// cctp/web3/transfer-run.ts): the machine's state (useTransferRun.ts), the form's actions (transfer-actions.ts),
// and the mint that follows once the wallet reaches the destination.

import type { TransferRun } from '@fin/shared/cctp/web3/transfer-run';
import { isCompleted, waitsForDestination } from '@fin/shared/domain/cctp/transfer-machine';
import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import type { TransferMachineState } from '@fin/shared/domain/cctp/transfer-state';
import { MINT_DELAY_AFTER_SWITCH_MS } from '@fin/shared/web3/cctp-mint-steps';
import { useCctpDeps } from '@fin/shared/web3/cctp-wagmi';
import { useEffect, useMemo, useRef } from 'react';
import { useAccount } from 'wagmi';
import { transferActions } from '../utils/transfer-actions';
import { useTransferRun } from './useTransferRun';

/** Wallet on the destination while step 5 waits: step 5 done, the mint about 0.5 s later. */
function useMintOnArrival(
  state: TransferMachineState,
  walletChainId: number | undefined,
  mint: () => Promise<void>,
  run: TransferRun,
) {
  const waiting = waitsForDestination(state);
  const destination = state.transfer?.destinationChain;
  // The mint timer outlives the effect: the step it starts ends the wait that ran this effect.
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => {
    if (!waiting || walletChainId === undefined || walletChainId !== destination) return;
    run.send({ type: 'on-destination' });
    timers.current.push(window.setTimeout(() => void mint(), MINT_DELAY_AFTER_SWITCH_MS));
  }, [waiting, walletChainId, destination, mint, run]);
}

export function useTransferFlow(options: { onCompleted?: (t: CctpTransfer) => void } = {}) {
  const deps = useCctpDeps();
  const { chainId: walletChainId, address } = useAccount();
  const { state, run } = useTransferRun(options.onCompleted);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const actions = useMemo(
    () => transferActions(deps ? { deps, run, address, walletChainId, abort } : null),
    [deps, run, address, walletChainId],
  );
  useMintOnArrival(state, walletChainId, actions.mint, run);
  return {
    steps: state.steps,
    status: state.status,
    pending: state.pending,
    transfer: state.transfer,
    attestation: state.attestation,
    banner: state.banner,
    mintReady: state.mintReady,
    completed: isCompleted(state),
    ...actions,
    reset: () => {
      abort.current?.abort();
      run.send({ type: 'reset' });
    },
    /** The user edits what they pasted: the answer to the previous paste (finished or failed) goes. */
    dismissPasted: () => run.send({ type: 'dismiss-pasted' }),
    ready: deps !== null,
  };
}

export type TransferFlow = ReturnType<typeof useTransferFlow>;
