// What the machine does when a step fails or a signature is refused, its timers, and how a transfer is picked up
// again (a recorded one, or a pasted message and attestation).
import type { CctpTransfer, TransferStepId } from './transfer-record';
import { awaitsForwarder, resumeStep, stepsResumedAt } from './transfer-record';
import { attesting, forwarding } from './transfer-source';
import {
  CLEAR_AFTER_CANCEL_MS,
  idleTransfer,
  MINT_RETRY_PROMPT_MS,
  type TransferEvent,
  type TransferMachineState,
  type TransferPhase,
} from './transfer-state';
import { TRANSFER_TEXTS } from './transfer-texts';
import { TRANSFER_ERRORS } from './transfer-validation';
import { patch, withStep } from './transfer-view';

type S = TransferMachineState;
type On<T extends TransferEvent['type']> = (s: S, e: Extract<TransferEvent, { type: T }>) => S;

/** Where a phase's failure or refusal is shown, and how its reason is phrased. */
const FAILING: Partial<Record<TransferPhase, { step: TransferStepId; text: (reason: string) => string }>> = {
  approving: { step: 'approve', text: TRANSFER_ERRORS.approval },
  burning: { step: 'burn', text: TRANSFER_ERRORS.burn },
  minting: { step: 'mint', text: TRANSFER_ERRORS.mint },
  reattesting: { step: 'mint', text: TRANSFER_ERRORS.mint },
};

function failed(s: S, reason: string): S {
  const where = FAILING[s.phase];
  if (!where) return s;
  const text = where.text(reason);
  const next = withStep(s, where.step, 'error', text);
  return {
    ...next,
    phase: 'failed',
    status: text,
    // A failed mint can be tried again with the same attestation.
    mintReady: where.step === 'mint' ? true : s.mintReady,
    transfer: patch(s, { status: 'failed', error: text }),
    after: null,
  };
}

function rejected(s: S): S {
  const where = FAILING[s.phase];
  if (!where) return s;
  const next = {
    ...withStep(s, where.step, 'error', TRANSFER_ERRORS.cancelled),
    status: TRANSFER_ERRORS.cancelled,
  };
  if (where.step === 'mint')
    return { ...next, phase: 'ready', mintReady: false, after: { ms: MINT_RETRY_PROMPT_MS, event: 'timer' } };
  return { ...next, phase: 'cancelled', after: { ms: CLEAR_AFTER_CANCEL_MS, event: 'timer' } };
}

function timer(s: S): S {
  const next = { ...s, after: null };
  // Nothing was burned: the refused steps go.
  if (s.phase === 'cancelled') return s.transfer ? next : { ...next, steps: null };
  if (s.phase === 'ready' && !s.mintReady)
    return { ...next, status: TRANSFER_TEXTS.mintRetryPrompt, mintReady: true };
  return next;
}

/** Attested (resumed or pasted): mint at once on the destination, otherwise ask the wallet to go there. */
function toDestination(s: S, t: CctpTransfer, walletChainId: number | undefined): S {
  if (walletChainId === t.destinationChain) return { ...s, phase: 'ready', steps: stepsResumedAt('mint') };
  return { ...s, phase: 'switching', status: TRANSFER_TEXTS.switchToMint(t.destinationChain) };
}

function resume(e: Extract<TransferEvent, { type: 'resume' }>): S {
  const t = e.transfer;
  const at = resumeStep(t);
  const forwarded = awaitsForwarder(t);
  const base: S = { ...idleTransfer, transfer: t, steps: stepsResumedAt(at, forwarded) };
  if (at === 'attestation') return attesting(base, t);
  // Circle's relayer may still be minting: the run asks Iris again.
  if (forwarded) return forwarding(base, t);
  return toDestination(
    { ...base, attestation: { state: 'received', text: TRANSFER_TEXTS.received }, mintReady: true },
    t,
    e.walletChainId,
  );
}

function loadPasted(s: S, e: Extract<TransferEvent, { type: 'load-pasted' }>): S {
  const t = e.transfer;
  // A forwarded message (its hook data asks for the Forwarding Service) is Circle's to mint: the page waits for
  // it and offers the user's own mint only if the forwarder fails.
  if (awaitsForwarder(t))
    return forwarding(
      { ...idleTransfer, transfer: t, persist: false, steps: stepsResumedAt('mint', true) },
      t,
    );
  const base: S = {
    ...idleTransfer,
    status: s.status,
    transfer: t,
    persist: false,
    steps: stepsResumedAt('switch-destination'),
    attestation: { state: 'received', text: TRANSFER_TEXTS.loaded },
    mintReady: true,
  };
  return toDestination(base, t, e.walletChainId);
}

/** Failures, refusals, timers and recovery. */
export const recoveryEvents = {
  failed: (s, e) => failed(s, e.reason),
  rejected: (s) => rejected(s),
  settled: (s) => ({ ...s, pending: false }),
  timer: (s) => timer(s),
  resume: (_s, e) => resume(e),
  'load-pasted': (s, e) => loadPasted(s, e),
  'dismiss-pasted': (s) => (s.persist || s.pending || !s.transfer ? s : { ...idleTransfer }),
  reset: () => ({ ...idleTransfer }),
} satisfies { [T in RecoveryEvent]: On<T> };

type RecoveryEvent =
  | 'failed'
  | 'rejected'
  | 'settled'
  | 'timer'
  | 'resume'
  | 'load-pasted'
  | 'dismiss-pasted'
  | 'reset';
