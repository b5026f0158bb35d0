// What a fresh look at the chain and Circle teaches a saved transfer record: a burn found on chain becomes a record,
// a record learns the burn's message, its true mode (a burn carrying a forward request is 'Delivered for you',
// whatever an older page saved) and whether Circle's relayer gave up, and a forwarded transfer the relayer has not
// minted in time is handed back to the user, as the transfer form does after a forwarder fault.
import type { Address, Hex } from 'viem';
import { formatAmount } from '../money/amount';
import type { TransferModeType } from './fees';
import { USDC_DECIMALS } from './fees';
import { FORWARD_TIMEOUT_MS, type ForwardVerdict } from './forwarding';
import { type CctpTransfer, newTransferId } from './transfer-record';
import { TRANSFER_TEXTS } from './transfer-texts';

/** A burn as a look at its chain and Circle found it (cctp/web3/unminted-scan.ts's scan, the recovery link). */
export type FoundBurn = {
  sourceChainId: number;
  destinationChainId: number;
  txHash: Hex;
  amount: bigint;
  maxFee: bigint;
  /** From the burn's hook data and finality: forwarded when it asks for Circle's Forwarding Service. */
  mode: TransferModeType;
  message: Hex | null;
  attestation: Hex | null;
  eventNonce: Hex | null;
  /** Forwarded burns only: what Iris says of Circle's relayer. */
  forward: ForwardVerdict | null;
};

/** A burn found on chain becomes a transfer record at once, so it is never lost again even if the tab closes. */
export function recordFromFoundBurn(owner: Address, b: FoundBurn, nowMs: number): CctpTransfer {
  const found: CctpTransfer = {
    id: newTransferId(nowMs),
    amount: formatAmount(b.amount, USDC_DECIMALS),
    asset: 'USDC',
    sourceChain: b.sourceChainId,
    destinationChain: b.destinationChainId,
    recipient: owner,
    status: b.message && b.attestation ? 'attested' : 'burned',
    timestamp: nowMs,
    // A forwarded burn (another browser's, a script's) is Circle's to mint: resumed, it waits for the relayer.
    transferMode: b.mode,
    txHash: b.txHash,
    message: b.message ?? undefined,
    attestation: b.attestation ?? undefined,
    eventNonce: b.eventNonce ?? undefined,
    maxFee: b.maxFee.toString(),
    updatedAt: nowMs,
  };
  return relayerGaveUp(found, b) ? forwardGivenUp(found, b.forward.reason) : found;
}

const relayerGaveUp = (t: CctpTransfer, b: FoundBurn): b is FoundBurn & { forward: { reason: string } } =>
  t.transferMode === 'forwarded' && t.status === 'attested' && b.forward?.kind === 'failed';

/**
 * The record corrected by what the look found, or null when it already says all of it. A finished record is left
 * as it is, except for its mode.
 */
export function reconcileWithBurn(known: CctpTransfer, b: FoundBurn): CctpTransfer | null {
  let next = known;
  if (b.mode === 'forwarded' && known.transferMode !== 'forwarded')
    next = { ...next, transferMode: 'forwarded' };
  if (known.status !== 'completed' && b.message && !known.message)
    next = {
      ...next,
      status: 'attested',
      message: b.message,
      attestation: b.attestation ?? undefined,
      eventNonce: b.eventNonce ?? undefined,
      error: undefined,
    };
  if (relayerGaveUp(next, b)) next = forwardGivenUp(next, b.forward.reason);
  return next === known ? null : next;
}

/**
 * When a forwarded transfer waiting for Circle's relayer is handed back to the user: FORWARD_TIMEOUT_MS after its
 * record last changed (at the latest, when it was attested). Null for any other record.
 */
export function forwardDeadline(t: CctpTransfer): number | null {
  if (t.transferMode !== 'forwarded' || t.status !== 'attested' || !t.message || !t.attestation) return null;
  return t.updatedAt + FORWARD_TIMEOUT_MS;
}

/** The relayer did not mint (`reason`): the record says so in the words the transfer form uses, and is the user's. */
export function forwardGivenUp(t: CctpTransfer, reason: string): CctpTransfer {
  return { ...t, status: 'failed', error: TRANSFER_TEXTS.forwardFailed(reason, t.destinationChain) };
}
