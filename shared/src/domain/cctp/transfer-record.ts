// A cross-chain USDC transfer as Fin remembers it, from the moment the burn is signed until the USDC is minted.
// The record carries everything needed to finish the transfer from another tab, browser or day: the burn hash,
// and once Circle has attested, the message and attestation.
import type { Hex } from 'viem';
import type { TransferModeType } from './fees';

export type TransferStepId =
  | 'switch-source'
  | 'approve'
  | 'burn'
  | 'attestation'
  | 'switch-destination'
  | 'mint';
export type StepStatus = 'pending' | 'in-progress' | 'completed' | 'error';
export type TransferStep = { id: TransferStepId; name: string; status: StepStatus; description: string };

export const TRANSFER_STEP_NAMES: Record<TransferStepId, string> = {
  'switch-source': 'Switch to source chain',
  approve: 'Approve USDC',
  burn: 'Burn USDC',
  attestation: 'Get attestation',
  'switch-destination': 'Switch to destination',
  mint: 'Mint USDC',
};

export const TRANSFER_STEP_ORDER: readonly TransferStepId[] = [
  'switch-source',
  'approve',
  'burn',
  'attestation',
  'switch-destination',
  'mint',
];

/** The last step's name when Circle's Forwarding Service mints (no switch to the destination). */
export const FORWARDED_MINT_STEP_NAME = 'Circle mints USDC';

/**
 * The steps at the start: the wallet is already on the source chain, so step 1 is done. A forwarded transfer has
 * no switch to the destination: Circle's relayer mints there.
 */
export function initialSteps(forwarded = false): TransferStep[] {
  return TRANSFER_STEP_ORDER.filter((id) => !forwarded || id !== 'switch-destination').map((id) => ({
    id,
    name: forwarded && id === 'mint' ? FORWARDED_MINT_STEP_NAME : TRANSFER_STEP_NAMES[id],
    status: id === 'switch-source' ? 'completed' : 'pending',
    description: '',
  }));
}

/**
 * A forwarded transfer the relayer did not mint goes back to the user's own last two steps: switch to the
 * destination (pending) and mint, as a standard transfer ends.
 */
export function withManualMint(steps: readonly TransferStep[]): TransferStep[] {
  const rest = steps.filter((s) => s.id !== 'switch-destination' && s.id !== 'mint');
  const mint = steps.find((s) => s.id === 'mint');
  return [
    ...rest,
    {
      id: 'switch-destination',
      name: TRANSFER_STEP_NAMES['switch-destination'],
      status: 'pending',
      description: '',
    },
    {
      id: 'mint',
      name: TRANSFER_STEP_NAMES.mint,
      status: mint?.status ?? 'pending',
      description: mint?.description ?? '',
    },
  ];
}

export function updateStep(
  steps: readonly TransferStep[],
  id: TransferStepId,
  status: StepStatus,
  description?: string,
): TransferStep[] {
  return steps.map((s) => (s.id === id ? { ...s, status, description: description ?? s.description } : s));
}

/** Steps for a transfer resumed from its record: everything before `at` is completed. */
export function stepsResumedAt(at: TransferStepId, forwarded = false): TransferStep[] {
  const steps = initialSteps(forwarded);
  const index = steps.findIndex((s) => s.id === at);
  return steps.map((s, i) => ({
    ...s,
    status: i < index ? 'completed' : i === index ? 'in-progress' : 'pending',
  }));
}

export type TransferStatus =
  /** Burn signed and sent; Circle has not attested yet. */
  | 'burned'
  /** Attestation in hand; the mint has not landed. */
  | 'attested'
  | 'completed'
  /** Something went wrong after the burn; the record keeps what is needed to finish it. */
  | 'failed';

export type CctpTransfer = {
  /** 'transfer_' + the time the transfer started, in ms. */
  id: string;
  /** Whole USDC as a decimal string ('12.5'). */
  amount: string;
  asset: 'USDC';
  sourceChain: number;
  destinationChain: number;
  /** The user's own address: CCTP to self. */
  recipient: Hex;
  status: TransferStatus;
  /** Start time, ms since epoch. */
  timestamp: number;
  transferMode: TransferModeType;
  /** The burn transaction. */
  txHash: Hex;
  approveTxHash?: Hex | undefined;
  /** The mint on the destination: the user's, or (forwarded) Circle's relayer's. */
  mintTxHash?: Hex | undefined;
  /** Circle's message and attestation once complete (not the burn event's bytes). */
  message?: Hex | undefined;
  attestation?: Hex | undefined;
  eventNonce?: Hex | undefined;
  /** maxFee put in the burn, base units as decimal text. */
  maxFee: string;
  /** Fee Circle executed (from the attested message), base units as decimal text. */
  feeExecuted?: string | undefined;
  error?: string | undefined;
  updatedAt: number;
};

/** Browser storage key of a wallet's transfers. */
export const transfersStorageKey = (address: string) => `fin.transfers.${address.toLowerCase()}`;

export const isUnfinished = (t: Pick<CctpTransfer, 'status'>) => t.status !== 'completed';

export const newTransferId = (nowMs: number) => `transfer_${nowMs}`;

/** Reads a stored list; drops entries that are not transfers rather than failing the whole list. */
export function parseStoredTransfers(raw: string | null | undefined): CctpTransfer[] {
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (t): t is CctpTransfer =>
        typeof t === 'object' &&
        t !== null &&
        typeof (t as CctpTransfer).id === 'string' &&
        typeof (t as CctpTransfer).txHash === 'string' &&
        /^0x[0-9a-fA-F]{64}$/.test((t as CctpTransfer).txHash) &&
        typeof (t as CctpTransfer).sourceChain === 'number' &&
        typeof (t as CctpTransfer).destinationChain === 'number',
    );
  } catch {
    return [];
  }
}

/** Same burn (chain + hash) means the same transfer, whichever tab or device recorded it. */
export const sameTransfer = (
  a: Pick<CctpTransfer, 'sourceChain' | 'txHash'>,
  b: Pick<CctpTransfer, 'sourceChain' | 'txHash'>,
) => a.sourceChain === b.sourceChain && a.txHash.toLowerCase() === b.txHash.toLowerCase();

const STATUS_RANK: Record<TransferStatus, number> = { burned: 0, failed: 1, attested: 2, completed: 3 };

/**
 * How far along a record is. A failure after the attestation (a mint that failed, a forwarder that did not mint)
 * stands level with 'attested': the later of the two views tells.
 */
const rank = (t: CctpTransfer) =>
  t.status === 'failed' && t.message && t.attestation ? STATUS_RANK.attested : STATUS_RANK[t.status];

/**
 * Merges two views of one transfer (e.g. this tab's and the database's): the further-along status wins (level:
 * the later), and fields one side learnt (message, attestation, mint hash) are never dropped. 'Forwarded' is read
 * from the burn's hook data, so once either side knows it, it stays.
 */
export function mergeTransfer(a: CctpTransfer, b: CctpTransfer): CctpTransfer {
  const [older, newer] =
    rank(a) > rank(b) || (rank(a) === rank(b) && a.updatedAt >= b.updatedAt) ? [b, a] : [a, b];
  const merged: CctpTransfer = { ...older, ...newer };
  for (const key of [
    'approveTxHash',
    'mintTxHash',
    'message',
    'attestation',
    'eventNonce',
    'feeExecuted',
  ] as const) {
    (merged as Record<string, unknown>)[key] = newer[key] ?? older[key];
  }
  if (merged.status === 'completed') merged.error = undefined;
  if (a.transferMode === 'forwarded' || b.transferMode === 'forwarded') merged.transferMode = 'forwarded';
  return merged;
}

/** Inserts or merges, newest first. */
export function upsertTransfer(list: readonly CctpTransfer[], t: CctpTransfer): CctpTransfer[] {
  const existing = list.find((x) => sameTransfer(x, t));
  const next = existing ? mergeTransfer(existing, t) : t;
  return [next, ...list.filter((x) => !sameTransfer(x, t))].sort((x, y) => y.timestamp - x.timestamp);
}

/** Where a resumed transfer picks up (a forwarded one still in Circle's hands waits at the mint). */
export function resumeStep(t: CctpTransfer): TransferStepId {
  if (t.status === 'completed') return 'mint';
  if (t.message && t.attestation) return awaitsForwarder(t) ? 'mint' : 'switch-destination';
  return 'attestation';
}

/** Forwarded and attested, and the relayer has not been reported failed: Circle is minting it. */
export const awaitsForwarder = (t: Pick<CctpTransfer, 'transferMode' | 'status'>) =>
  t.transferMode === 'forwarded' && t.status !== 'failed' && t.status !== 'completed';

/** The spec's transfer object, as `POST /api/notifications/trigger` takes it. */
export function notificationTransfer(t: CctpTransfer) {
  return {
    id: t.id,
    amount: t.amount,
    asset: t.asset,
    sourceChain: t.sourceChain,
    destinationChain: t.destinationChain,
    recipient: t.recipient,
    status: t.status,
    timestamp: t.timestamp,
    transferMode: t.transferMode,
    txHash: t.txHash,
    ...(t.error ? { error: t.error.slice(0, 500) } : {}),
  };
}
