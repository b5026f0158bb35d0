// The source side of the machine: start, approval, burn and Circle's attestation.

import { getChainName } from '../chains/chains';
import { ATTESTATION_RECOVERY_ADVICE, attestationFailure } from './attestation';
import { type CctpTransfer, initialSteps } from './transfer-record';
import { type Attested, idleTransfer, type TransferEvent, type TransferMachineState } from './transfer-state';
import { TRANSFER_TEXTS } from './transfer-texts';
import { TRANSFER_ERRORS } from './transfer-validation';
import { patch, withStep } from './transfer-view';

type S = TransferMachineState;
type On<T extends TransferEvent['type']> = (s: S, e: Extract<TransferEvent, { type: T }>) => S;

export function attesting(s: S, t: CctpTransfer): S {
  return {
    ...withStep(s, 'attestation', 'in-progress', TRANSFER_TEXTS.waitingStep),
    phase: 'attesting',
    attestation: { state: 'waiting', text: TRANSFER_TEXTS.waiting },
    status: TRANSFER_TEXTS.burnedWaiting(t.amount, t.sourceChain),
  };
}

export function attested(s: S, e: Attested): S {
  const t = s.transfer;
  if (!t) return s;
  const transfer: CctpTransfer = {
    ...t,
    status: 'attested',
    message: e.message,
    attestation: e.attestation,
    eventNonce: e.eventNonce ?? t.eventNonce,
    feeExecuted: e.feeExecuted,
    error: undefined,
  };
  return { ...withStep(s, 'attestation', 'completed', TRANSFER_TEXTS.received), transfer };
}

const start: On<'start'> = (s, e) => {
  if (e.walletChainId !== e.sourceChainId)
    return {
      ...s,
      banner: { chainId: e.sourceChainId, purpose: 'source', error: null },
      status: TRANSFER_ERRORS.wrongChain(getChainName(e.sourceChainId)),
    };
  // The status line keeps its text until the first step speaks.
  return {
    ...idleTransfer,
    status: s.status,
    phase: 'approving',
    steps: initialSteps(e.forwarded),
    pending: true,
  };
};

/** Attested and forwarded: Circle's relayer mints; the wallet is not asked for anything more. */
export function forwarding(s: S, t: CctpTransfer): S {
  return {
    ...withStep(s, 'mint', 'in-progress', TRANSFER_TEXTS.forwardingStep(t.destinationChain)),
    phase: 'forwarding',
    attestation: { state: 'received', text: TRANSFER_TEXTS.received },
    status: TRANSFER_TEXTS.forwarding(t.destinationChain),
    banner: null,
    mintReady: false,
  };
}

function afterAttestation(s: S, e: Attested): S {
  const t = s.transfer;
  if (!t) return s;
  const next = attested(s, e);
  if (t.transferMode === 'forwarded') return forwarding(next, t);
  return {
    ...withStep(next, 'switch-destination', 'in-progress', TRANSFER_TEXTS.switchWallet(t.destinationChain)),
    phase: 'switching',
    attestation: { state: 'received', text: TRANSFER_TEXTS.received },
    status: TRANSFER_TEXTS.attestedSwitch(t.destinationChain),
    mintReady: true,
  };
}

/** The source side's events. */
export const sourceEvents = {
  start,
  'approval-requested': (s) => ({
    ...withStep(s, 'approve', 'in-progress', TRANSFER_TEXTS.confirmApproval),
    status: TRANSFER_TEXTS.approving,
  }),
  approved: (s, e) =>
    withStep(
      s,
      'approve',
      'completed',
      e.hash ? TRANSFER_TEXTS.approved(e.amount) : TRANSFER_TEXTS.allowanceOk,
    ),
  'burn-requested': (s, e) => ({
    ...withStep(s, 'burn', 'in-progress', TRANSFER_TEXTS.confirmBurn),
    phase: 'burning',
    status: TRANSFER_TEXTS.burning(e.amount, e.sourceChainId),
  }),
  'burn-signed': (s, e) => ({ ...s, transfer: e.transfer, persist: true }),
  burned: (s, e) => {
    const next = withStep(s, 'burn', 'completed', TRANSFER_TEXTS.burned(e.amount));
    return s.transfer ? attesting(next, s.transfer) : next;
  },
  'attestation-waiting': (s, e) =>
    s.phase === 'attesting' || s.phase === 'reattesting'
      ? { ...s, attestation: { state: 'waiting', text: e.text } }
      : s,
  attested: (s, e) => (s.phase === 'attesting' ? afterAttestation(s, e) : s),
  'attestation-failed': (s, e) => {
    if (s.phase !== 'attesting') return s;
    const text = attestationFailure(e.reason);
    return {
      ...withStep(s, 'attestation', 'error', text),
      phase: 'failed',
      status: text,
      attestation: { state: 'failed', text: `${text}. ${ATTESTATION_RECOVERY_ADVICE}` },
      transfer: patch(s, { status: 'failed', error: text }),
    };
  },
} satisfies { [T in SourceEvent]: On<T> };

type SourceEvent =
  | 'start'
  | 'approval-requested'
  | 'approved'
  | 'burn-requested'
  | 'burn-signed'
  | 'burned'
  | 'attestation-waiting'
  | 'attested'
  | 'attestation-failed';
