// The transfer form's state machine: the six steps, the status line, the attestation block, the wrong-chain
// banners and the mint, driving the shared CCTP steps. Every state after the burn is written to the transfer
// record first, so a closed tab resumes exactly where it stopped.
import { triggerNotification } from '@fin/shared/api/notifications';
import { formatAmount } from '@fin/shared/domain/amount';
import { ATTESTATION_RECOVERY_ADVICE, AttestationError } from '@fin/shared/domain/cctp-attestation';
import { burnMaxFee, type TransferModeType, USDC_DECIMALS } from '@fin/shared/domain/cctp-fees';
import { getChainName } from '@fin/shared/domain/chains';
import { isUserRejectedError } from '@fin/shared/domain/network-switch';
import {
  type CctpTransfer,
  initialSteps,
  newTransferId,
  notificationTransfer,
  resumeStep,
  stepsResumedAt,
  type TransferStep,
  type TransferStepId,
  updateStep,
} from '@fin/shared/domain/transfer-record';
import { mintInputProblem, TRANSFER_ERRORS } from '@fin/shared/domain/transfer-validation';
import { useWalletSession } from '@fin/shared/hooks/useWalletSession';
import { useFinStore } from '@fin/shared/store/fin-store';
import { recordTransfer } from '@fin/shared/web3/cctp-records';
import {
  approveIfShort,
  awaitAttestation,
  ExpiredAttestationError,
  errorText,
  MINT_DELAY_AFTER_SWITCH_MS,
  mintOnDestination,
  readBurnContext,
  reattest,
  sendBurn,
} from '@fin/shared/web3/cctp-steps';
import { useCctpDeps } from '@fin/shared/web3/cctp-wagmi';
import { storedWalletSession } from '@fin/shared/web3/wallet-session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Hash, type Hex, parseUnits } from 'viem';
import { useAccount } from 'wagmi';
import { withStoredProof } from './transfer-mirror';

/** After a rejection at approve or burn the steps stay visible this long, then clear. */
const CLEAR_AFTER_CANCEL_MS = 3_000;
/** After a rejected mint, this long until the retry prompt. */
const MINT_RETRY_PROMPT_MS = 3_000;
/** After a completed transfer the form resets after this long. */
const RESET_AFTER_COMPLETE_MS = 5_000;

const MINT_RETRY_PROMPT =
  'Ready to retry minting. Click "Complete Transfer Manually" to sign the mint again.';
const completedText = (chainId: number) =>
  `Transfer complete! USDC has been minted on ${getChainName(chainId)}.`;

export type AttestationView = {
  state: 'idle' | 'waiting' | 'received' | 'failed';
  text: string;
};

export type SwitchBanner = {
  chainId: number;
  purpose: 'source' | 'destination';
  error: string | null;
} | null;

export type StartInput = {
  amount: bigint;
  sourceChainId: number;
  destinationChainId: number;
  mode: TransferModeType;
  quotedFee: bigint;
};

function notify(event: 'transfer.initiated' | 'transfer.failed' | 'transfer.completed', t: CctpTransfer) {
  // Fire and forget: a notification that fails (or has no signed-in session to go with) is logged, never shown
  // and never blocks the transfer.
  const sent = withStoredProof(t.recipient, (headers) =>
    triggerNotification({ event, transfer: notificationTransfer(t) }, { headers }),
  );
  if (!sent) console.warn(`notification ${event} not sent: no wallet session in this tab`);
  sent?.catch((e: unknown) => console.warn(`notification ${event} failed`, e));
}

export function useTransferFlow(options: { onCompleted?: (t: CctpTransfer) => void } = {}) {
  const deps = useCctpDeps();
  const { chainId: walletChainId, address } = useAccount();
  const queryClient = useQueryClient();
  const pushToast = useFinStore((s) => s.pushToast);
  const { signIn } = useWalletSession();
  const [steps, setSteps] = useState<TransferStep[] | null>(null);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);
  const [transfer, setTransfer] = useState<CctpTransfer | null>(null);
  const [attestation, setAttestation] = useState<AttestationView>({ state: 'idle', text: '' });
  const [banner, setBanner] = useState<SwitchBanner>(null);
  const [mintReady, setMintReady] = useState(false);
  const [completed, setCompleted] = useState(false);
  const transferRef = useRef<CctpTransfer | null>(null);
  /** False for a transfer loaded from pasted message + attestation: there is no burn hash to key a record on. */
  const persistRef = useRef(true);
  const mintingRef = useRef(false);
  const timers = useRef<number[]>([]);
  const abortRef = useRef<AbortController | null>(null);
  const onCompletedRef = useRef(options.onCompleted);
  onCompletedRef.current = options.onCompleted;

  useEffect(
    () => () => {
      for (const t of timers.current) clearTimeout(t);
      abortRef.current?.abort();
    },
    [],
  );

  const later = (ms: number, fn: () => void) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  const step = (id: TransferStepId, s: TransferStep['status'], description?: string) =>
    setSteps((prev) => updateStep(prev ?? initialSteps(), id, s, description));

  const save = useCallback((patch: Partial<CctpTransfer>) => {
    const current = transferRef.current;
    if (!current) return null;
    if (!persistRef.current) {
      transferRef.current = { ...current, ...patch };
      setTransfer(transferRef.current);
      return null;
    }
    const saved = recordTransfer({ ...current, ...patch });
    transferRef.current = saved;
    setTransfer(saved);
    return saved;
  }, []);

  const reset = useCallback(() => {
    abortRef.current?.abort();
    transferRef.current = null;
    setTransfer(null);
    setSteps(null);
    setStatus('');
    setAttestation({ state: 'idle', text: '' });
    setBanner(null);
    setMintReady(false);
    setPending(false);
    setCompleted(false);
  }, []);

  const finishCompleted = useCallback(
    (destinationChainId: number, mintTxHash: Hash | null, already: boolean) => {
      step('mint', 'completed', already ? TRANSFER_ERRORS.alreadyCompleted : 'USDC minted');
      setStatus(already ? TRANSFER_ERRORS.alreadyCompleted : completedText(destinationChainId));
      setMintReady(false);
      setBanner(null);
      setCompleted(true);
      const saved = save({ status: 'completed', mintTxHash: mintTxHash ?? undefined, error: undefined });
      if (saved) notify('transfer.completed', saved);
      pushToast({
        tone: 'success',
        title: 'Transfer completed',
        description: already ? TRANSFER_ERRORS.alreadyCompleted : completedText(destinationChainId),
      });
      void queryClient.invalidateQueries({ queryKey: ['portfolio'] });
      // A transfer from the form resets after a moment (the spec's rhythm); the answer to pasted data stays until
      // the user acts, since that user came to read it.
      if (!persistRef.current) return;
      later(RESET_AFTER_COMPLETE_MS, () => {
        if (saved) onCompletedRef.current?.(saved);
        reset();
      });
    },
    [pushToast, queryClient, reset, save],
  );

  /** receiveMessage on the destination; the wallet must already be there. */
  const mint = useCallback(async () => {
    const current = transferRef.current;
    if (!deps || !current || mintingRef.current) return;
    const problem = mintInputProblem(current.message, current.attestation);
    if (problem) {
      setStatus(problem);
      return;
    }
    mintingRef.current = true;
    setPending(true);
    setMintReady(false);
    step('mint', 'in-progress', 'Confirm the mint in your wallet');
    setStatus(`Minting USDC on ${getChainName(current.destinationChain)}...`);
    try {
      let message = current.message as Hex;
      let att = current.attestation as Hex;
      let outcome: Awaited<ReturnType<typeof mintOnDestination>>;
      try {
        outcome = await mintOnDestination(deps, {
          destinationChainId: current.destinationChain,
          message,
          attestation: att,
          nonce: current.eventNonce ?? null,
        });
      } catch (error) {
        if (!(error instanceof ExpiredAttestationError) || !current.eventNonce) throw error;
        // An expired fast attestation: Circle signs the message again at hard finality, then it mints.
        setStatus('Attestation Expired. Requesting a new attestation...');
        setAttestation({ state: 'waiting', text: 'Re-attestation requested from Circle...' });
        step('attestation', 'in-progress', 'Re-attesting (the fast attestation expired)');
        const fresh = await reattest(
          deps,
          {
            sourceChainId: current.sourceChain,
            destinationChainId: current.destinationChain,
            txHash: current.txHash,
            nonce: current.eventNonce,
          },
          (text) => setAttestation({ state: 'waiting', text }),
        );
        message = fresh.message;
        att = fresh.attestation;
        save({ status: 'attested', message, attestation: att, feeExecuted: fresh.feeExecuted.toString() });
        step('attestation', 'completed', 'Attestation received');
        setAttestation({ state: 'received', text: 'Attestation received (re-attested)' });
        setStatus(`Minting USDC on ${getChainName(current.destinationChain)}...`);
        outcome = await mintOnDestination(deps, {
          destinationChainId: current.destinationChain,
          message,
          attestation: att,
          nonce: current.eventNonce,
        });
      }
      finishCompleted(current.destinationChain, outcome.hash, outcome.alreadyMinted);
    } catch (error) {
      if (isUserRejectedError(error)) {
        step('mint', 'error', TRANSFER_ERRORS.cancelled);
        setStatus(TRANSFER_ERRORS.cancelled);
        later(MINT_RETRY_PROMPT_MS, () => {
          setStatus(MINT_RETRY_PROMPT);
          setMintReady(true);
        });
      } else {
        const text = TRANSFER_ERRORS.mint(errorText(error));
        step('mint', 'error', text);
        setStatus(text);
        setMintReady(true);
        const saved = save({ status: 'failed', error: text });
        if (saved) notify('transfer.failed', saved);
      }
    } finally {
      mintingRef.current = false;
      setPending(false);
    }
  }, [deps, finishCompleted, save]);

  /** Asks the wallet for the destination chain; the mint follows once it is there (see the effect below). */
  const switchToDestination = useCallback(async () => {
    const current = transferRef.current;
    if (!deps || !current) return;
    setBanner({ chainId: current.destinationChain, purpose: 'destination', error: null });
    try {
      await deps.switchChain(current.destinationChain);
    } catch (error) {
      setBanner({ chainId: current.destinationChain, purpose: 'destination', error: errorText(error) });
    }
  }, [deps]);

  // Wallet on the destination while step 5 waits: step 5 done, mint about 0.5 s later.
  const stepFive = steps?.find((s) => s.id === 'switch-destination')?.status;
  useEffect(() => {
    const current = transferRef.current;
    if (!current || stepFive !== 'in-progress' || walletChainId !== current.destinationChain) return;
    setBanner(null);
    step('switch-destination', 'completed', `On ${getChainName(current.destinationChain)}`);
    step('mint', 'in-progress', 'Preparing the mint');
    setMintReady(true);
    const t = window.setTimeout(() => void mint(), MINT_DELAY_AFTER_SWITCH_MS);
    timers.current.push(t);
  }, [stepFive, walletChainId, mint]);

  const attest = useCallback(
    async (current: CctpTransfer) => {
      if (!deps) return;
      const controller = new AbortController();
      abortRef.current = controller;
      step('attestation', 'in-progress', "Waiting for Circle's attestation");
      setAttestation({ state: 'waiting', text: "Waiting for Circle's attestation..." });
      setStatus(
        `Burned ${current.amount} USDC on ${getChainName(current.sourceChain)}. Waiting for Circle's attestation...`,
      );
      try {
        const attested = await awaitAttestation(
          { ...deps, signal: controller.signal },
          {
            sourceChainId: current.sourceChain,
            destinationChainId: current.destinationChain,
            txHash: current.txHash,
            amount: parseUnits(current.amount, USDC_DECIMALS),
          },
          // The block under the steps carries the waiting text; the status line stays on the phase.
          (text) => setAttestation({ state: 'waiting', text }),
        );
        save({
          status: 'attested',
          message: attested.message,
          attestation: attested.attestation,
          eventNonce: attested.eventNonce ?? undefined,
          feeExecuted: attested.feeExecuted.toString(),
          error: undefined,
        });
        step('attestation', 'completed', 'Attestation received');
        step(
          'switch-destination',
          'in-progress',
          `Switch your wallet to ${getChainName(current.destinationChain)}`,
        );
        setAttestation({ state: 'received', text: 'Attestation received' });
        setStatus(
          `Attestation received. Switch to ${getChainName(current.destinationChain)} to mint your USDC.`,
        );
        setMintReady(true);
        await switchToDestination();
      } catch (error) {
        if (controller.signal.aborted) return;
        const text =
          error instanceof AttestationError
            ? error.message
            : `Failed to get attestation: ${errorText(error)}`;
        step('attestation', 'error', text);
        setAttestation({ state: 'failed', text: `${text}. ${ATTESTATION_RECOVERY_ADVICE}` });
        setStatus(text);
        const saved = save({ status: 'failed', error: text });
        if (saved) notify('transfer.failed', saved);
      }
    },
    [deps, save, switchToDestination],
  );

  const start = useCallback(
    async (input: StartInput) => {
      if (!deps || !address) return;
      if (walletChainId !== input.sourceChainId) {
        setBanner({ chainId: input.sourceChainId, purpose: 'source', error: null });
        setStatus(TRANSFER_ERRORS.wrongChain(getChainName(input.sourceChainId)));
        return;
      }
      for (const t of timers.current) clearTimeout(t);
      if (!persistRef.current) {
        // The answer to a pasted message stayed on screen; a new transfer replaces it.
        transferRef.current = null;
        setTransfer(null);
      }
      setBanner(null);
      setCompleted(false);
      setSteps(initialSteps());
      setPending(true);
      setMintReady(false);
      setAttestation({ state: 'idle', text: '' });
      const amountText = formatAmount(input.amount, USDC_DECIMALS);
      const fast = input.mode === 'fast';
      // One signature (per tab, 12 h) proves the wallet to the API, so the transfer is also kept server-side and
      // can be finished from another browser. Declining it only keeps the record in this browser.
      if (!storedWalletSession(address)) {
        try {
          await signIn();
        } catch (error) {
          console.warn('No wallet session: this transfer is recorded in this browser only', error);
        }
      }
      let phase: 'approve' | 'burn' = 'approve';
      try {
        const context = await readBurnContext(deps, input.sourceChainId, input.amount);
        if (context.balance < input.amount) {
          throw new Error(
            `Amount exceeds your USDC balance on ${getChainName(input.sourceChainId)} (${formatAmount(context.balance, USDC_DECIMALS)} USDC)`,
          );
        }
        const maxFee = burnMaxFee({
          amount: input.amount,
          quotedFee: input.quotedFee,
          fast,
          onchainMinFee: context.onchainMinFee,
        });
        if (context.allowance < input.amount) {
          step('approve', 'in-progress', 'Confirm the approval in your wallet');
          setStatus('Approving USDC...');
        }
        const approveHash = await approveIfShort(deps, {
          sourceChainId: input.sourceChainId,
          amount: input.amount,
          allowance: context.allowance,
        });
        step(
          'approve',
          'completed',
          approveHash ? `Approved ${amountText} USDC` : 'Allowance already sufficient',
        );
        phase = 'burn';
        step('burn', 'in-progress', 'Confirm the burn in your wallet');
        setStatus(`Burning ${amountText} USDC on ${getChainName(input.sourceChainId)}...`);
        const startedAt = Date.now();
        const { hash } = await sendBurn(deps, { ...input, maxFee, fast }, (signed) => {
          // Recorded before the receipt: from here on the transfer can always be found again.
          const record: CctpTransfer = {
            id: newTransferId(startedAt),
            amount: amountText,
            asset: 'USDC',
            sourceChain: input.sourceChainId,
            destinationChain: input.destinationChainId,
            recipient: address,
            status: 'burned',
            timestamp: startedAt,
            transferMode: input.mode,
            txHash: signed,
            approveTxHash: approveHash ?? undefined,
            maxFee: maxFee.toString(),
            updatedAt: startedAt,
          };
          persistRef.current = true;
          transferRef.current = recordTransfer(record);
          setTransfer(transferRef.current);
          notify('transfer.initiated', transferRef.current);
        });
        step('burn', 'completed', `Burned ${amountText} USDC`);
        void queryClient.invalidateQueries({ queryKey: ['portfolio'] });
        const current = transferRef.current;
        if (current && current.txHash === hash) await attest(current);
      } catch (error) {
        if (isUserRejectedError(error)) {
          step(phase, 'error', TRANSFER_ERRORS.cancelled);
          setStatus(TRANSFER_ERRORS.cancelled);
          later(CLEAR_AFTER_CANCEL_MS, () => {
            if (!transferRef.current) setSteps(null);
          });
        } else {
          const text =
            phase === 'approve'
              ? TRANSFER_ERRORS.approval(errorText(error))
              : TRANSFER_ERRORS.burn(errorText(error));
          step(phase, 'error', text);
          setStatus(text);
          const saved = transferRef.current ? save({ status: 'failed', error: text }) : null;
          if (saved) notify('transfer.failed', saved);
        }
      } finally {
        setPending(false);
      }
    },
    [deps, address, walletChainId, attest, save, queryClient, signIn],
  );

  /** Picks up a recorded or recovered transfer where it stopped. */
  const resume = useCallback(
    async (t: CctpTransfer) => {
      for (const timer of timers.current) clearTimeout(timer);
      persistRef.current = true;
      transferRef.current = t;
      setTransfer(t);
      setCompleted(false);
      setBanner(null);
      const at = resumeStep(t);
      setSteps(stepsResumedAt(at));
      if (at === 'attestation') {
        await attest(t);
        return;
      }
      setAttestation({ state: 'received', text: 'Attestation received' });
      setMintReady(true);
      if (walletChainId === t.destinationChain) {
        setSteps(stepsResumedAt('mint'));
        await mint();
      } else {
        setStatus(`Switch to ${getChainName(t.destinationChain)} to mint your USDC.`);
        await switchToDestination();
      }
    },
    [attest, mint, switchToDestination, walletChainId],
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
      for (const timer of timers.current) clearTimeout(timer);
      persistRef.current = false;
      const now = Date.now();
      transferRef.current = {
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
      setTransfer(transferRef.current);
      setCompleted(false);
      setAttestation({ state: 'received', text: 'Attestation loaded' });
      setMintReady(true);
      if (walletChainId === input.destinationChainId) {
        setSteps(stepsResumedAt('mint'));
        await mint();
      } else {
        setSteps(stepsResumedAt('switch-destination'));
        setStatus(`Switch to ${getChainName(input.destinationChainId)} to mint your USDC.`);
        await switchToDestination();
      }
    },
    [address, mint, switchToDestination, walletChainId],
  );

  /** The user edits what they pasted: the answer to the previous paste (finished or failed) goes. */
  const dismissPasted = useCallback(() => {
    if (persistRef.current || mintingRef.current || !transferRef.current) return;
    reset();
  }, [reset]);

  /** 'Complete Transfer Manually': the mint again, switching first if the wallet is elsewhere. */
  const completeManually = useCallback(async () => {
    const current = transferRef.current;
    if (!current) return;
    if (walletChainId !== current.destinationChain) {
      setSteps((prev) =>
        updateStep(prev ?? stepsResumedAt('switch-destination'), 'switch-destination', 'in-progress'),
      );
      await switchToDestination();
      return;
    }
    await mint();
  }, [mint, switchToDestination, walletChainId]);

  return {
    steps,
    status,
    pending,
    transfer,
    attestation,
    banner,
    mintReady,
    completed,
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
