// The one CCTP V2 transfer machine: the six steps, their order, what the user reads at each, how a refused
// signature, a failed step, an expired attestation or a closed tab is recovered, and what the transfer record says
// at every point. A pure reducer: events in (what the wallet, the chains and Circle answered), the next state out.
// One driver (web3/cctp-transfer-run.ts) feeds it for the transfer form, Complete Pending, the bridge before a
// deposit and the optimizer's cross-chain move; the chat's transfer action opens the form. The timers of the
// rhythm (clear after a cancel, retry prompt, reset after completion) are part of the state (`after`), so they are
// tested here without a clock.
import { ATTESTATION_RECOVERY_ADVICE, attestationFailure } from '../cctp-attestation';
import { getChainName } from '../chains';
import {
  type CctpTransfer,
  initialSteps,
  resumeStep,
  stepsResumedAt,
  type TransferStep,
  type TransferStepId,
  updateStep,
} from '../transfer-record';
import { TRANSFER_ERRORS } from '../transfer-validation';

export type AttestationView = { state: 'idle' | 'waiting' | 'received' | 'failed'; text: string };

export type SwitchBanner = {
  chainId: number;
  purpose: 'source' | 'destination';
  error: string | null;
} | null;

/** Where the transfer stands. */
export type TransferPhase =
  | 'idle'
  /** Start pressed with the wallet on another chain: the form asks for the source chain. */
  | 'wrong-source'
  | 'approving'
  | 'burning'
  | 'attesting'
  /** Attested; waits for the wallet on the destination chain. */
  | 'switching'
  | 'minting'
  | 'reattesting'
  /** Attested and on the destination; the mint waits for the user ('Complete Transfer Manually'). */
  | 'ready'
  | 'completed'
  | 'failed'
  /** A signature refused at approve or burn: nothing was burned. */
  | 'cancelled';

export type TransferMachineState = {
  phase: TransferPhase;
  steps: TransferStep[] | null;
  /** The status line. */
  status: string;
  attestation: AttestationView;
  banner: SwitchBanner;
  /** 'Complete Transfer Manually' is offered. */
  mintReady: boolean;
  /** A wallet, chain or Circle call started by the user is in flight. */
  pending: boolean;
  /** The transfer record as it stands (null before the burn is signed, unless resumed or pasted). */
  transfer: CctpTransfer | null;
  /** False for a pasted message + attestation: no burn of this page to key a record on, so nothing is saved. */
  persist: boolean;
  /** An event the driver fires after `ms` unless another event comes first. */
  after: { ms: number; event: 'timer' | 'reset' } | null;
};

/** After a rejection at approve or burn the steps stay visible this long, then clear. */
export const CLEAR_AFTER_CANCEL_MS = 3_000;
/** After a rejected mint, this long until the retry prompt. */
export const MINT_RETRY_PROMPT_MS = 3_000;
/** After a completed transfer the form resets after this long (the answer to pasted data stays). */
export const RESET_AFTER_COMPLETE_MS = 5_000;

export const TRANSFER_TEXTS = {
  approving: 'Approving USDC...',
  confirmApproval: 'Confirm the approval in your wallet',
  confirmBurn: 'Confirm the burn in your wallet',
  confirmMint: 'Confirm the mint in your wallet',
  preparingMint: 'Preparing the mint',
  waitingStep: "Waiting for Circle's attestation",
  waiting: "Waiting for Circle's attestation...",
  received: 'Attestation received',
  receivedAgain: 'Attestation received (re-attested)',
  loaded: 'Attestation loaded',
  minted: 'USDC minted',
  expired: 'Attestation Expired. Requesting a new attestation...',
  reattestRequested: 'Re-attestation requested from Circle...',
  reattesting: 'Re-attesting (the fast attestation expired)',
  allowanceOk: 'Allowance already sufficient',
  mintRetryPrompt: 'Ready to retry minting. Click "Complete Transfer Manually" to sign the mint again.',
  approved: (amount: string) => `Approved ${amount} USDC`,
  burning: (amount: string, chainId: number) => `Burning ${amount} USDC on ${getChainName(chainId)}...`,
  burned: (amount: string) => `Burned ${amount} USDC`,
  burnedWaiting: (amount: string, chainId: number) =>
    `Burned ${amount} USDC on ${getChainName(chainId)}. Waiting for Circle's attestation...`,
  switchWallet: (chainId: number) => `Switch your wallet to ${getChainName(chainId)}`,
  switchToMint: (chainId: number) => `Switch to ${getChainName(chainId)} to mint your USDC.`,
  attestedSwitch: (chainId: number) =>
    `Attestation received. Switch to ${getChainName(chainId)} to mint your USDC.`,
  onChain: (chainId: number) => `On ${getChainName(chainId)}`,
  minting: (chainId: number) => `Minting USDC on ${getChainName(chainId)}...`,
  completed: (chainId: number) => `Transfer complete! USDC has been minted on ${getChainName(chainId)}.`,
} as const;

type Attested = {
  message: `0x${string}`;
  attestation: `0x${string}`;
  eventNonce: `0x${string}` | null;
  /** Base units as decimal text. */
  feeExecuted: string;
};

export type TransferEvent =
  /** The user pressed Start; the wallet is (or is not) on the source chain. */
  | { type: 'start'; sourceChainId: number; walletChainId: number | undefined }
  /** The allowance is short: the approval goes to the wallet. */
  | { type: 'approval-requested' }
  /** Approved (`hash`), or null when the allowance already covered the amount. */
  | { type: 'approved'; amount: string; hash: string | null }
  | { type: 'burn-requested'; amount: string; sourceChainId: number }
  /** The wallet signed the burn: from here on the transfer is recorded. */
  | { type: 'burn-signed'; transfer: CctpTransfer }
  /** The burn confirmed: Circle's attestation is awaited. */
  | { type: 'burned'; amount: string }
  | { type: 'attestation-waiting'; text: string }
  | ({ type: 'attested' } & Attested)
  /** `reason` without the 'Failed to get attestation' prefix. */
  | { type: 'attestation-failed'; reason: string }
  | { type: 'switch-requested' }
  | { type: 'switch-failed'; error: string }
  /** The wallet is on the destination while step 5 waits for it. */
  | { type: 'on-destination' }
  /** The message or attestation is unusable: nothing is sent. */
  | { type: 'mint-refused'; text: string }
  | { type: 'mint-requested' }
  /** The fast attestation passed its expiry block: Circle signs the message again. */
  | { type: 'attestation-expired' }
  | ({ type: 'reattested' } & Attested)
  | { type: 'minted'; hash: `0x${string}` | null; alreadyMinted: boolean }
  /** The user refused a signature. */
  | { type: 'rejected' }
  /** The step in progress failed; `reason` is the wallet's or chain's, first line. */
  | { type: 'failed'; reason: string }
  /** The call the user started has returned (whatever the outcome). */
  | { type: 'settled' }
  /** The scheduled `after` fired. */
  | { type: 'timer' }
  /** Picks up a recorded transfer where it stopped. */
  | { type: 'resume'; transfer: CctpTransfer; walletChainId: number | undefined }
  /** A message and attestation pasted under Complete Pending Transfer. */
  | { type: 'load-pasted'; transfer: CctpTransfer; walletChainId: number | undefined }
  /** The user edits what they pasted: the answer to the previous paste goes. */
  | { type: 'dismiss-pasted' }
  | { type: 'reset' };

export const idleTransfer: TransferMachineState = {
  phase: 'idle',
  steps: null,
  status: '',
  attestation: { state: 'idle', text: '' },
  banner: null,
  mintReady: false,
  pending: false,
  transfer: null,
  persist: true,
  after: null,
};

type S = TransferMachineState;

const withStep = (s: S, id: TransferStepId, status: TransferStep['status'], description?: string): S => ({
  ...s,
  steps: updateStep(s.steps ?? initialSteps(), id, status, description),
});

const stepStatus = (s: S, id: TransferStepId) => s.steps?.find((x) => x.id === id)?.status;

/** Step 5 is in progress: the mint follows as soon as the wallet is on the destination. */
export const waitsForDestination = (s: S) => stepStatus(s, 'switch-destination') === 'in-progress';

/** The form is finished with this transfer (completed), for the views that hide their prompts then. */
export const isCompleted = (s: S) => s.phase === 'completed';

const patch = (s: S, p: Partial<CctpTransfer>): CctpTransfer | null =>
  s.transfer ? { ...s.transfer, ...p } : null;

/** Where a phase's failure or refusal is shown, and how its reason is phrased. */
const FAILING: Partial<Record<TransferPhase, { step: TransferStepId; text: (reason: string) => string }>> = {
  approving: { step: 'approve', text: TRANSFER_ERRORS.approval },
  burning: { step: 'burn', text: TRANSFER_ERRORS.burn },
  minting: { step: 'mint', text: TRANSFER_ERRORS.mint },
  reattesting: { step: 'mint', text: TRANSFER_ERRORS.mint },
};

function attesting(s: S, t: CctpTransfer): S {
  return {
    ...withStep(s, 'attestation', 'in-progress', TRANSFER_TEXTS.waitingStep),
    phase: 'attesting',
    attestation: { state: 'waiting', text: TRANSFER_TEXTS.waiting },
    status: TRANSFER_TEXTS.burnedWaiting(t.amount, t.sourceChain),
  };
}

/** Attested (resumed or pasted): mint at once on the destination, otherwise ask the wallet to go there. */
function toDestination(s: S, t: CctpTransfer, walletChainId: number | undefined): S {
  if (walletChainId === t.destinationChain) return { ...s, phase: 'ready', steps: stepsResumedAt('mint') };
  return { ...s, phase: 'switching', status: TRANSFER_TEXTS.switchToMint(t.destinationChain) };
}

function attested(s: S, e: Attested): S {
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

function minted(s: S, e: { hash: `0x${string}` | null; alreadyMinted: boolean }): S {
  const destination = s.transfer?.destinationChain ?? 0;
  const text = e.alreadyMinted ? TRANSFER_ERRORS.alreadyCompleted : TRANSFER_TEXTS.completed(destination);
  return {
    ...withStep(
      s,
      'mint',
      'completed',
      e.alreadyMinted ? TRANSFER_ERRORS.alreadyCompleted : TRANSFER_TEXTS.minted,
    ),
    phase: 'completed',
    status: text,
    mintReady: false,
    banner: null,
    transfer: patch(s, { status: 'completed', mintTxHash: e.hash ?? undefined, error: undefined }),
    // The form resets after a moment; the answer to pasted data stays until the user acts.
    after: s.persist ? { ms: RESET_AFTER_COMPLETE_MS, event: 'reset' } : null,
  };
}

function start(s: S, e: Extract<TransferEvent, { type: 'start' }>): S {
  if (e.walletChainId !== e.sourceChainId)
    return {
      ...s,
      banner: { chainId: e.sourceChainId, purpose: 'source', error: null },
      status: TRANSFER_ERRORS.wrongChain(getChainName(e.sourceChainId)),
    };
  // The status line keeps its text until the first step speaks.
  return { ...idleTransfer, status: s.status, phase: 'approving', steps: initialSteps(), pending: true };
}

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

function afterAttestation(s: S, e: Attested): S {
  const t = s.transfer;
  if (!t) return s;
  const next = attested(s, e);
  return {
    ...withStep(next, 'switch-destination', 'in-progress', TRANSFER_TEXTS.switchWallet(t.destinationChain)),
    phase: 'switching',
    attestation: { state: 'received', text: TRANSFER_TEXTS.received },
    status: TRANSFER_TEXTS.attestedSwitch(t.destinationChain),
    mintReady: true,
  };
}

function resume(e: Extract<TransferEvent, { type: 'resume' }>): S {
  const t = e.transfer;
  const at = resumeStep(t);
  const base: S = { ...idleTransfer, transfer: t, steps: stepsResumedAt(at) };
  if (at === 'attestation') return attesting(base, t);
  return toDestination(
    { ...base, attestation: { state: 'received', text: TRANSFER_TEXTS.received }, mintReady: true },
    t,
    e.walletChainId,
  );
}

function loadPasted(s: S, e: Extract<TransferEvent, { type: 'load-pasted' }>): S {
  const t = e.transfer;
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

/** The whole machine. An event that makes no sense where the transfer stands leaves it as it is. */
export function transferMachine(s: S, e: TransferEvent): S {
  switch (e.type) {
    case 'start':
      return start(s, e);
    case 'approval-requested':
      return {
        ...withStep(s, 'approve', 'in-progress', TRANSFER_TEXTS.confirmApproval),
        status: TRANSFER_TEXTS.approving,
      };
    case 'approved':
      return withStep(
        s,
        'approve',
        'completed',
        e.hash ? TRANSFER_TEXTS.approved(e.amount) : TRANSFER_TEXTS.allowanceOk,
      );
    case 'burn-requested':
      return {
        ...withStep(s, 'burn', 'in-progress', TRANSFER_TEXTS.confirmBurn),
        phase: 'burning',
        status: TRANSFER_TEXTS.burning(e.amount, e.sourceChainId),
      };
    case 'burn-signed':
      return { ...s, transfer: e.transfer, persist: true };
    case 'burned': {
      const next = withStep(s, 'burn', 'completed', TRANSFER_TEXTS.burned(e.amount));
      return s.transfer ? attesting(next, s.transfer) : next;
    }
    case 'attestation-waiting':
      return s.phase === 'attesting' || s.phase === 'reattesting'
        ? { ...s, attestation: { state: 'waiting', text: e.text } }
        : s;
    case 'attested':
      return s.phase === 'attesting' ? afterAttestation(s, e) : s;
    case 'attestation-failed': {
      if (s.phase !== 'attesting') return s;
      const text = attestationFailure(e.reason);
      return {
        ...withStep(s, 'attestation', 'error', text),
        phase: 'failed',
        status: text,
        attestation: { state: 'failed', text: `${text}. ${ATTESTATION_RECOVERY_ADVICE}` },
        transfer: patch(s, { status: 'failed', error: text }),
      };
    }
    case 'switch-requested':
      return switchRequested(s);
    case 'switch-failed':
      return s.banner?.purpose === 'destination' ? { ...s, banner: { ...s.banner, error: e.error } } : s;
    case 'on-destination':
      return onDestination(s);
    case 'mint-refused':
      return { ...s, status: e.text };
    case 'mint-requested':
      return mintRequested(s);
    case 'attestation-expired':
      if (s.phase !== 'minting') return s;
      return {
        ...withStep(s, 'attestation', 'in-progress', TRANSFER_TEXTS.reattesting),
        phase: 'reattesting',
        status: TRANSFER_TEXTS.expired,
        attestation: { state: 'waiting', text: TRANSFER_TEXTS.reattestRequested },
      };
    case 'reattested': {
      if (s.phase !== 'reattesting' || !s.transfer) return s;
      return {
        ...attested(s, e),
        phase: 'minting',
        attestation: { state: 'received', text: TRANSFER_TEXTS.receivedAgain },
        status: TRANSFER_TEXTS.minting(s.transfer.destinationChain),
      };
    }
    case 'minted':
      return s.phase === 'minting' ? minted(s, e) : s;
    case 'rejected':
      return rejected(s);
    case 'failed':
      return failed(s, e.reason);
    case 'settled':
      return { ...s, pending: false };
    case 'timer':
      return timer(s);
    case 'resume':
      return resume(e);
    case 'load-pasted':
      return loadPasted(s, e);
    case 'dismiss-pasted':
      return s.persist || s.pending || !s.transfer ? s : { ...idleTransfer };
    case 'reset':
      return { ...idleTransfer };
  }
}
