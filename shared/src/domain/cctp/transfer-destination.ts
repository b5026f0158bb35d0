// The destination side of the machine: the wallet's switch, the mint, and a fast attestation that expired.

import { stepsResumedAt, updateStep, withManualMint } from './transfer-record';
import { attested } from './transfer-source';
import type { TransferEvent, TransferMachineState } from './transfer-state';
import { RESET_AFTER_COMPLETE_MS } from './transfer-state';
import { TRANSFER_TEXTS } from './transfer-texts';
import { TRANSFER_ERRORS } from './transfer-validation';
import { patch, waitsForDestination, withStep } from './transfer-view';

type S = TransferMachineState;
type On<T extends TransferEvent['type']> = (s: S, e: Extract<TransferEvent, { type: T }>) => S;

function switchRequested(s: S): S {
  const t = s.transfer;
  if (!t) return s;
  const steps = waitsForDestination(s)
    ? s.steps
    : updateStep(s.steps ?? stepsResumedAt('switch-destination'), 'switch-destination', 'in-progress');
  return {
    ...s,
    steps,
    phase: s.phase === 'ready' || s.phase === 'failed' ? 'switching' : s.phase,
    banner: { chainId: t.destinationChain, purpose: 'destination', error: null },
  };
}

function onDestination(s: S): S {
  const t = s.transfer;
  if (!t || !waitsForDestination(s)) return s;
  const next = withStep(s, 'switch-destination', 'completed', TRANSFER_TEXTS.onChain(t.destinationChain));
  return {
    ...withStep(next, 'mint', 'in-progress', TRANSFER_TEXTS.preparingMint),
    phase: 'ready',
    banner: null,
    mintReady: true,
  };
}

function mintRequested(s: S): S {
  const t = s.transfer;
  if (!t) return s;
  return {
    ...withStep(s, 'mint', 'in-progress', TRANSFER_TEXTS.confirmMint),
    phase: 'minting',
    pending: true,
    mintReady: false,
    after: null,
    status: TRANSFER_TEXTS.minting(t.destinationChain),
  };
}

function minted(
  s: S,
  e: { hash: `0x${string}` | null; alreadyMinted: boolean },
  stepText: string = e.alreadyMinted ? TRANSFER_ERRORS.alreadyCompleted : TRANSFER_TEXTS.minted,
): S {
  const destination = s.transfer?.destinationChain ?? 0;
  const text = e.alreadyMinted ? TRANSFER_ERRORS.alreadyCompleted : TRANSFER_TEXTS.completed(destination);
  return {
    ...withStep(s, 'mint', 'completed', stepText),
    phase: 'completed',
    status: text,
    mintReady: false,
    banner: null,
    transfer: patch(s, { status: 'completed', mintTxHash: e.hash ?? undefined, error: undefined }),
    // The form resets after a moment; the answer to pasted data stays until the user acts.
    after: s.persist ? { ms: RESET_AFTER_COMPLETE_MS, event: 'reset' } : null,
  };
}

/** The relayer did not mint: the user's own last two steps come back, offered by 'Complete Transfer Manually'. */
function forwardFailed(s: S, reason: string): S {
  const t = s.transfer;
  if (!t) return s;
  const text = TRANSFER_TEXTS.forwardFailed(reason, t.destinationChain);
  return {
    ...s,
    steps: updateStep(withManualMint(s.steps ?? stepsResumedAt('mint', true)), 'mint', 'error', reason),
    phase: 'failed',
    status: text,
    mintReady: true,
    banner: null,
    transfer: patch(s, { status: 'failed', error: text }),
  };
}

/** The destination side's events. */
export const destinationEvents = {
  'switch-requested': (s) => switchRequested(s),
  'switch-failed': (s, e) =>
    s.banner?.purpose === 'destination' ? { ...s, banner: { ...s.banner, error: e.error } } : s,
  'on-destination': (s) => onDestination(s),
  'mint-refused': (s, e) => ({ ...s, status: e.text }),
  'mint-requested': (s) => mintRequested(s),
  'attestation-expired': (s) =>
    s.phase !== 'minting'
      ? s
      : {
          ...withStep(s, 'attestation', 'in-progress', TRANSFER_TEXTS.reattesting),
          phase: 'reattesting',
          status: TRANSFER_TEXTS.expired,
          attestation: { state: 'waiting', text: TRANSFER_TEXTS.reattestRequested },
        },
  reattested: (s, e) =>
    s.phase !== 'reattesting' || !s.transfer
      ? s
      : {
          ...attested(s, e),
          phase: 'minting',
          attestation: { state: 'received', text: TRANSFER_TEXTS.receivedAgain },
          status: TRANSFER_TEXTS.minting(s.transfer.destinationChain),
        },
  minted: (s, e) => (s.phase === 'minting' ? minted(s, e) : s),
  forwarded: (s, e) =>
    s.phase === 'forwarding'
      ? minted(s, { hash: e.hash, alreadyMinted: false }, TRANSFER_TEXTS.forwardedStep)
      : s,
  'forward-failed': (s, e) => (s.phase === 'forwarding' ? forwardFailed(s, e.reason) : s),
} satisfies { [T in DestinationEvent]: On<T> };

type DestinationEvent =
  | 'switch-requested'
  | 'switch-failed'
  | 'on-destination'
  | 'mint-refused'
  | 'mint-requested'
  | 'attestation-expired'
  | 'reattested'
  | 'minted'
  | 'forwarded'
  | 'forward-failed';
