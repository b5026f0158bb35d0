// Waiting for Circle's attestation of a burn (Iris v2's message read, through attestation-client.ts):
// how each reply is judged, when to give up, and what the user reads meanwhile. Pure rules plus a small loop with
// fetch, clock and sleep injected, so the browser, the API and tests run the same code.
import type { Hex } from 'viem';
import { type MessagesReply, readMessages } from './attestation-client';

export const ATTESTATION_POLL_INTERVAL_MS = 3_000;
/** Iris answers 404 until it has indexed the burn; longer than this means the hash is probably wrong. */
export const ATTESTATION_NOT_FOUND_TOLERANCE_MS = 30_000;
export const ATTESTATION_TIMEOUT_MS = 5 * 60_000;
/** The waiting text is refreshed every this many polls, so it reads as progress rather than flicker. */
export const ATTESTATION_STATUS_EVERY_POLLS = 5;
export const ATTESTATION_ISSUER = 'Circle';

export const ATTESTATION_ERRORS = {
  timeout: 'Attestation still pending after 5 minutes...',
  notFound: 'Attestation not found after 30 seconds - the message hash might be incorrect',
  invalidFormat: `Invalid attestation format received from ${ATTESTATION_ISSUER}`,
  completeWithout: `${ATTESTATION_ISSUER} reported complete but no attestation provided`,
} as const;

export const ATTESTATION_RECOVERY_ADVICE =
  "Your USDC is safe: the burn is recorded and can be finished later. Wait 30-60 seconds and refresh the page, check the transfer on Circle's CCTP explorer, or use the burn transaction hash to finish it under 'Complete Pending Transfer'.";

export const attestationFailure = (message: string) => `Failed to get attestation: ${message}`;

export type IrisDelayReason = 'insufficient_fee' | 'amount_above_max' | 'insufficient_allowance_available';

const DELAY_TEXT: Record<IrisDelayReason, string> = {
  insufficient_fee: 'the fee allowed was below the current fast fee',
  amount_above_max: 'the amount is above the fast-transfer maximum',
  insufficient_allowance_available: 'the fast-transfer allowance is used up for now',
};

/** A complete attestation: 0x-hex, at least 100 characters, whole 65-byte signatures. */
export function isWellFormedAttestation(value: string): boolean {
  if (!/^0x[0-9a-fA-F]+$/.test(value) || value.length < 100) return false;
  const bytes = (value.length - 2) / 2;
  return Number.isInteger(bytes) && bytes % 65 === 0;
}

export type AttestedMessage = { message: Hex; attestation: Hex; eventNonce: Hex | null };

export type PollState = {
  startedAtMs: number;
  polls: number;
  /** Time of the first 404 in the current run of 404s (null once Iris knows the burn). */
  notFoundSinceMs: number | null;
};

export const startPolling = (nowMs: number): PollState => ({
  startedAtMs: nowMs,
  polls: 0,
  notFoundSinceMs: null,
});

/** One reply from Iris as the loop saw it: an HTTP status and JSON body, or a network error. */
export type PollReply = MessagesReply;

export type PollVerdict =
  | { kind: 'done'; attested: AttestedMessage; state: PollState }
  | { kind: 'wait'; state: PollState; statusText: string | null; delayReason: IrisDelayReason | null }
  | { kind: 'fail'; error: string; state: PollState };

function waitingText(state: PollState, nowMs: number, delayReason: IrisDelayReason | null): string {
  const seconds = Math.round((nowMs - state.startedAtMs) / 1000);
  const base = `Waiting for ${ATTESTATION_ISSUER}'s attestation... ${seconds}s elapsed (${state.polls} ${state.polls === 1 ? 'check' : 'checks'})`;
  return delayReason
    ? `${base}. Fast transfer held by ${ATTESTATION_ISSUER} (${DELAY_TEXT[delayReason]}); it completes at standard speed.`
    : base;
}

/** Judges one reply. `nowMs` is when it arrived. */
export function judgePoll(previous: PollState, reply: PollReply, nowMs: number): PollVerdict {
  const state: PollState = { ...previous, polls: previous.polls + 1 };
  const overCap = nowMs - state.startedAtMs >= ATTESTATION_TIMEOUT_MS;
  let delayReason: IrisDelayReason | null = null;

  if ('status' in reply && reply.status === 404) {
    state.notFoundSinceMs ??= nowMs;
    if (nowMs - state.notFoundSinceMs >= ATTESTATION_NOT_FOUND_TOLERANCE_MS) {
      return { kind: 'fail', error: ATTESTATION_ERRORS.notFound, state };
    }
  } else if ('status' in reply && reply.status === 200) {
    state.notFoundSinceMs = null;
    const first = (reply.body as { messages?: unknown[] } | null)?.messages?.[0] as
      | Record<string, unknown>
      | undefined;
    if (first) {
      const { attestation, message, status, eventNonce } = first;
      const reason = first.delayReason;
      if (
        reason === 'insufficient_fee' ||
        reason === 'amount_above_max' ||
        reason === 'insufficient_allowance_available'
      )
        delayReason = reason;
      // Only a string starting with 0x is an attestation; 'PENDING', null or anything else means not yet.
      const hasAttestation = typeof attestation === 'string' && attestation.startsWith('0x');
      if (status === 'complete' && !hasAttestation && attestation !== 'PENDING') {
        return { kind: 'fail', error: ATTESTATION_ERRORS.completeWithout, state };
      }
      if (hasAttestation) {
        if (
          !isWellFormedAttestation(attestation) ||
          typeof message !== 'string' ||
          !/^0x[0-9a-fA-F]{2,}$/.test(message)
        ) {
          return { kind: 'fail', error: ATTESTATION_ERRORS.invalidFormat, state };
        }
        return {
          kind: 'done',
          attested: {
            message: message.toLowerCase() as Hex,
            attestation: attestation.toLowerCase() as Hex,
            eventNonce:
              typeof eventNonce === 'string' && /^0x[0-9a-fA-F]{64}$/.test(eventNonce)
                ? (eventNonce as Hex)
                : null,
          },
          state,
        };
      }
    }
  }
  // Pending, a 404 within tolerance, a rate limit, a server error or a dropped connection: keep waiting.
  if (overCap) return { kind: 'fail', error: ATTESTATION_ERRORS.timeout, state };
  // The first poll and then every fifth one (1, 6, 11, …) refresh the text.
  const statusText =
    (state.polls - 1) % ATTESTATION_STATUS_EVERY_POLLS === 0 ? waitingText(state, nowMs, delayReason) : null;
  return { kind: 'wait', state, statusText, delayReason };
}

export type PollAttestationDeps = {
  /** Iris base URL (no trailing slash needed). */
  baseUrl: string;
  sourceDomain: number;
  transactionHash: Hex;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  /** Called with the waiting text every few polls. */
  onStatus?: (text: string, delayReason: IrisDelayReason | null) => void;
  /** Called after every request (for counting them). */
  onRequest?: () => void;
};

export class AttestationError extends Error {
  constructor(readonly reason: string) {
    super(attestationFailure(reason));
    this.name = 'AttestationError';
  }
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason ?? new Error('aborted'));
    });
  });

/** Polls every 3 s until attested; throws AttestationError ('Failed to get attestation: …') otherwise. */
export async function pollAttestation(deps: PollAttestationDeps): Promise<AttestedMessage> {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => defaultSleep(ms, deps.signal));
  let state = startPolling(now());
  for (;;) {
    deps.signal?.throwIfAborted();
    const reply = await readMessages(
      deps,
      deps.sourceDomain,
      { transactionHash: deps.transactionHash },
      deps.signal,
    );
    const verdict = judgePoll(state, reply, now());
    state = verdict.state;
    if (verdict.kind === 'done') return verdict.attested;
    if (verdict.kind === 'fail') throw new AttestationError(verdict.error);
    if (verdict.statusText) deps.onStatus?.(verdict.statusText, verdict.delayReason);
    await sleep(ATTESTATION_POLL_INTERVAL_MS);
  }
}
