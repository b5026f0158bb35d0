// The transfer form's hold on the one CCTP transfer machine (shared domain/cctp/transfer-machine.ts, driven by
// web3/cctp-transfer-run.ts): it starts, resumes and loads transfers, runs the machine's timers, moves to the mint
// once the wallet reaches the destination, and tells the rest of the page (notifications, toasts, the portfolio).

import { triggerNotification } from '@fin/shared/api/notifications';
import { portfolioKeys } from '@fin/shared/api/portfolio';
import { isCompleted, waitsForDestination } from '@fin/shared/domain/cctp/transfer-machine';
import { idleTransfer, type TransferMachineState } from '@fin/shared/domain/cctp/transfer-state';
import type { TransferModeType } from '@fin/shared/domain/cctp-fees';
import { type CctpTransfer, newTransferId, notificationTransfer } from '@fin/shared/domain/transfer-record';
import { useWalletSession } from '@fin/shared/hooks/useWalletSession';
import { useFinStore } from '@fin/shared/store/fin-store';
import { recordTransfer } from '@fin/shared/web3/cctp-records';
import { MINT_DELAY_AFTER_SWITCH_MS } from '@fin/shared/web3/cctp-steps';
import {
  createTransferRun,
  runAttestation,
  runBurn,
  runMint,
  runSwitch,
  type TransferRun,
} from '@fin/shared/web3/cctp-transfer-run';
import { useCctpDeps } from '@fin/shared/web3/cctp-wagmi';
import { storedWalletSession } from '@fin/shared/web3/wallet-session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Hex } from 'viem';
import { useAccount } from 'wagmi';
import { withStoredProof } from './transfer-mirror';

export type StartInput = {
  amount: bigint;
  sourceChainId: number;
  destinationChainId: number;
  mode: TransferModeType;
  quotedFee: bigint;
};

type Notice = 'transfer.initiated' | 'transfer.failed' | 'transfer.completed';

function notify(event: Notice, t: CctpTransfer) {
  // Fire and forget: a notification that fails (or has no signed-in session to go with) is logged, never shown
  // and never blocks the transfer.
  const sent = withStoredProof(t.recipient, (headers) =>
    triggerNotification({ event, transfer: notificationTransfer(t) }, { headers }),
  );
  if (!sent) console.warn(`notification ${event} not sent: no wallet session in this tab`);
  sent?.catch((e: unknown) => console.warn(`notification ${event} failed`, e));
}

/** What the API hears about: a burn just signed, and a saved transfer of this run failing or completing. */
function noticeOf(next: TransferMachineState, previous: TransferMachineState): Notice | null {
  const t = next.transfer;
  if (!t || !next.persist || t.status === previous.transfer?.status) return null;
  if (t.status === 'burned') return previous.phase === 'burning' ? 'transfer.initiated' : null;
  // A transfer picked up from the list is not news; a change to the one on screen is.
  if (previous.transfer?.txHash !== t.txHash) return null;
  if (t.status === 'failed') return 'transfer.failed';
  if (t.status === 'completed') return 'transfer.completed';
  return null;
}

/** Ends a driver call whose failure the machine already shows. */
const shown = () => undefined;

export function useTransferFlow(options: { onCompleted?: (t: CctpTransfer) => void } = {}) {
  const deps = useCctpDeps();
  const { chainId: walletChainId, address } = useAccount();
  const queryClient = useQueryClient();
  const pushToast = useFinStore((s) => s.pushToast);
  const { signIn } = useWalletSession();
  const [state, setState] = useState<TransferMachineState>(idleTransfer);
  const abortRef = useRef<AbortController | null>(null);
  const onCompletedRef = useRef(options.onCompleted);
  onCompletedRef.current = options.onCompleted;

  const onChange = useCallback(
    (next: TransferMachineState, previous: TransferMachineState) => {
      setState(next);
      const notice = noticeOf(next, previous);
      if (notice && next.transfer) notify(notice, next.transfer);
      // The burn confirmed: the source balance is lower.
      if (next.phase === 'attesting' && previous.phase === 'burning')
        void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
      if (isCompleted(next) && !isCompleted(previous)) {
        pushToast({ tone: 'success', title: 'Transfer completed', description: next.status });
        void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
      }
    },
    [pushToast, queryClient],
  );
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const runRef = useRef<TransferRun | null>(null);
  runRef.current ??= createTransferRun({
    record: recordTransfer,
    onChange: (next, previous) => onChangeRef.current(next, previous),
  });
  const run = runRef.current;

  useEffect(() => () => abortRef.current?.abort(), []);

  // The machine's timers: the steps clear after a cancel, the retry prompt, the reset after completion.
  useEffect(() => {
    const after = state.after;
    if (!after) return;
    const timer = window.setTimeout(() => {
      const completed = run.state();
      if (after.event === 'reset' && completed.transfer) onCompletedRef.current?.(completed.transfer);
      run.send({ type: after.event });
    }, after.ms);
    return () => clearTimeout(timer);
  }, [state.after, run]);

  const mint = useCallback(async () => {
    if (!deps) return;
    const s = run.state();
    if (s.phase === 'minting' || s.phase === 'reattesting') return;
    await runMint(deps, run)
      .catch(shown)
      .finally(() => run.send({ type: 'settled' }));
  }, [deps, run]);

  const switchToDestination = useCallback(async () => {
    if (!deps) return;
    await runSwitch(deps, run).catch(shown);
  }, [deps, run]);

  // Wallet on the destination while step 5 waits: step 5 done, the mint about 0.5 s later.
  const waiting = waitsForDestination(state);
  const destination = state.transfer?.destinationChain;
  // (The mint timer outlives the effect: the step it starts ends the wait that ran this effect.)
  const mintTimers = useRef<number[]>([]);
  useEffect(() => () => mintTimers.current.forEach(clearTimeout), []);
  useEffect(() => {
    if (!waiting || walletChainId === undefined || walletChainId !== destination) return;
    run.send({ type: 'on-destination' });
    mintTimers.current.push(window.setTimeout(() => void mint(), MINT_DELAY_AFTER_SWITCH_MS));
  }, [waiting, walletChainId, destination, mint, run]);

  const attest = useCallback(async () => {
    if (!deps) return;
    const controller = new AbortController();
    abortRef.current = controller;
    await runAttestation({ ...deps, signal: controller.signal }, run);
    await switchToDestination();
  }, [deps, run, switchToDestination]);

  const start = useCallback(
    async (input: StartInput) => {
      if (!deps || !address) return;
      // The wallet elsewhere: the machine shows the source banner and nothing starts.
      const started = run.send({ type: 'start', sourceChainId: input.sourceChainId, walletChainId });
      if (started.banner?.purpose === 'source') return;
      // One signature (per tab, 12 h) proves the wallet to the API, so the transfer is also kept server-side and
      // can be finished from another browser. Declining it only keeps the record in this browser.
      if (!storedWalletSession(address)) {
        try {
          await signIn();
        } catch (error) {
          console.warn('No wallet session: this transfer is recorded in this browser only', error);
        }
      }
      try {
        await runBurn(deps, run, { ...input, fast: input.mode === 'fast' });
        await attest();
      } catch {
        // The machine shows what failed.
      } finally {
        run.send({ type: 'settled' });
      }
    },
    [deps, address, walletChainId, attest, signIn, run],
  );

  /** Picks up a recorded or recovered transfer where it stopped. */
  const resume = useCallback(
    async (t: CctpTransfer) => {
      abortRef.current?.abort();
      const s = run.send({ type: 'resume', transfer: t, walletChainId });
      if (s.phase === 'attesting') await attest().catch(shown);
      else if (s.phase === 'ready') await mint();
      else await switchToDestination();
    },
    [attest, mint, switchToDestination, walletChainId, run],
  );

  /**
   * 'Complete Pending Transfer' → 'Load Transfer Data': a message and attestation pasted by the user (from
   * another interface, or this page's history). The message says where it mints; the wallet is moved there.
   */
  const loadManual = useCallback(
    async (input: {
      message: Hex;
      attestation: Hex;
      sourceChainId: number;
      destinationChainId: number;
      amount: string;
      nonce: Hex;
    }) => {
      if (!address) return;
      const now = Date.now();
      const transfer: CctpTransfer = {
        id: newTransferId(now),
        amount: input.amount,
        asset: 'USDC',
        sourceChain: input.sourceChainId,
        destinationChain: input.destinationChainId,
        recipient: address,
        status: 'attested',
        timestamp: now,
        transferMode: 'standard',
        txHash: input.nonce,
        message: input.message,
        attestation: input.attestation,
        eventNonce: input.nonce,
        maxFee: '0',
        updatedAt: now,
      };
      const s = run.send({ type: 'load-pasted', transfer, walletChainId });
      if (s.phase === 'ready') await mint();
      else await switchToDestination();
    },
    [address, mint, switchToDestination, walletChainId, run],
  );

  /** 'Complete Transfer Manually': the mint again, switching first if the wallet is elsewhere. */
  const completeManually = useCallback(async () => {
    const t = run.state().transfer;
    if (!t) return;
    if (walletChainId !== t.destinationChain) await switchToDestination();
    else await mint();
  }, [mint, switchToDestination, walletChainId, run]);

  const reset = useCallback(() => {
    abortRef.current?.abort();
    run.send({ type: 'reset' });
  }, [run]);

  /** The user edits what they pasted: the answer to the previous paste (finished or failed) goes. */
  const dismissPasted = useCallback(() => run.send({ type: 'dismiss-pasted' }), [run]);

  return {
    steps: state.steps,
    status: state.status,
    pending: state.pending,
    transfer: state.transfer,
    attestation: state.attestation,
    banner: state.banner,
    mintReady: state.mintReady,
    completed: isCompleted(state),
    start,
    resume,
    loadManual,
    completeManually,
    switchToDestination,
    reset,
    dismissPasted,
    ready: deps !== null,
  };
}

export type TransferFlow = ReturnType<typeof useTransferFlow>;
