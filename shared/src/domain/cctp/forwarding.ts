// Circle's Forwarding Service ('Delivered for you'): the burn carries a forward request in its hook data, Circle
// attests it and its relayer mints on the destination, taking the forwarding fee from the minted amount. What the
// burn must carry, how the fee is read from Circle's fee answer, and how Iris's answer tells whether the relayer
// minted. Sources: developers.circle.com/cctp/concepts/forwarding-service ("Hook format"),
// /cctp/howtos/transfer-usdc-with-forwarding-service (fee request with ?forward=true and its example answer),
// /api-reference/cctp/all/get-messages-v2 (`forwardState`, `forwardTxHash`).
import type { Hex } from 'viem';
import { type MessagesLookup, readMessages } from './attestation-client';
import { FAST_FINALITY_THRESHOLD, type TransferModeType } from './fees';

/**
 * The forwarding hook data with no integrator data: the reserved magic bytes "cctp-forward" as a bytes24, hook
 * version 0 (uint32), additional Circle data length 0 (uint32). Circle publishes this static value.
 */
export const FORWARD_HOOK_DATA: Hex = `0x636374702d666f7277617264${'0'.repeat(40)}`;

/** Whether a burn's hook data asks for the Forwarding Service (starts with the magic bytes). */
export const isForwardHookData = (hookData: string) =>
  hookData.toLowerCase().startsWith(FORWARD_HOOK_DATA.slice(0, 50));

/**
 * How a burn found on chain or pasted was sent, from what it carries: forwarded when its hook data asks for the
 * Forwarding Service (whoever made it: this page, another browser, a script), otherwise fast or standard by its
 * finality threshold. A forwarded burn is Circle's to mint; the user's own mint is offered only when it fails.
 */
export function burnTransferMode(burn: { hookData: string; minFinalityThreshold: number }): TransferModeType {
  if (isForwardHookData(burn.hookData)) return 'forwarded';
  return burn.minFinalityThreshold <= FAST_FINALITY_THRESHOLD ? 'fast' : 'standard';
}

/** What Iris says of the relayer's mint. */
export type ForwardVerdict =
  | { kind: 'delivered'; txHash: Hex }
  | { kind: 'failed'; reason: string }
  | { kind: 'wait'; state: string | null };

/**
 * Judges one `/v2/messages` answer of a forwarded burn. CONFIRMED or COMPLETE with a hash is the relayer's mint
 * (still to be checked on chain by the caller); FAILED is final; anything else (PENDING, SENT, no message yet) waits.
 */
export function judgeForward(body: unknown): ForwardVerdict {
  const first = (body as { messages?: unknown[] } | null)?.messages?.[0] as
    | Record<string, unknown>
    | undefined;
  const state = typeof first?.forwardState === 'string' ? first.forwardState.toUpperCase() : null;
  const hash = first?.forwardTxHash;
  if (
    (state === 'CONFIRMED' || state === 'COMPLETE') &&
    typeof hash === 'string' &&
    /^0x[0-9a-fA-F]{64}$/.test(hash)
  )
    return { kind: 'delivered', txHash: hash.toLowerCase() as Hex };
  if (state === 'FAILED') {
    const code = typeof first?.forwardErrorCode === 'string' ? ` (${first.forwardErrorCode})` : '';
    return { kind: 'failed', reason: `Circle's Forwarding Service did not mint this transfer${code}` };
  }
  return { kind: 'wait', state };
}

export const FORWARD_POLL_INTERVAL_MS = 2_000;
/** Longer than this without the relayer's mint, the user is offered to mint it themselves. */
export const FORWARD_TIMEOUT_MS = 3 * 60_000;
export const FORWARD_TIMEOUT_REASON =
  "Circle's Forwarding Service has not minted this transfer after 3 minutes";

/**
 * Whether Circle's relayer has had an attested forwarded burn since `since` (ms) for FORWARD_TIMEOUT_MS without
 * minting it: from then on the burn is the user's to mint (the transfer form, the history and the recovery link
 * all use this one rule).
 */
export const forwardOverdue = (since: number, now: number) => now - since >= FORWARD_TIMEOUT_MS;

/**
 * Polls Iris until the relayer's mint is reported (resolves with its hash) or the forward failed or timed out
 * (rejects with the reason the user reads). fetch, clock and sleep are injected like pollAttestation's.
 */
export async function pollForwarding(deps: {
  baseUrl: string;
  sourceDomain: number;
  /** The burn's transaction, or (a pasted message, whose burn hash is unknown) the message's nonce. */
  lookup: MessagesLookup;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  onRequest?: () => void;
}): Promise<Hex> {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const startedAt = now();
  for (;;) {
    deps.signal?.throwIfAborted();
    // A dropped connection or an error answer is waited out like a pending one.
    const reply = await readMessages(deps, deps.sourceDomain, deps.lookup, deps.signal);
    const body = 'body' in reply && reply.status >= 200 && reply.status < 300 ? reply.body : null;
    const verdict = judgeForward(body);
    if (verdict.kind === 'delivered') return verdict.txHash;
    if (verdict.kind === 'failed') throw new ForwardingError(verdict.reason);
    if (forwardOverdue(startedAt, now())) throw new ForwardingError(FORWARD_TIMEOUT_REASON);
    await sleep(FORWARD_POLL_INTERVAL_MS);
  }
}

export class ForwardingError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ForwardingError';
  }
}
