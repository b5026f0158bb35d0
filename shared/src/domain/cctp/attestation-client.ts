// The one client of Circle's attestation service (Iris v2; the devnet's stand-in answers the same paths), for the
// browser and the API alike: every URL is built here, and one error policy holds everywhere.
//
// Error policy: a read that feeds a quote (fee schedule, fast allowance) throws `AttestationServiceError` on a
// refused or unreachable service; `fastTerms` turns that into "no live terms" (the fallback schedule, no Fast),
// which is what every quote does. A message read (`readMessages`: waiting for an attestation, for Circle's relayer,
// a scan or a recovery link) never throws for what the service answers: each reply is judged by the caller's rules
// (`judgePoll`: 404s and 5xx are waited out within their limits; `judgeForward`). A refused re-attestation is an
// error the user reads.
//
// Circle's paths: GET /v2/messages/{sourceDomain}?transactionHash= (or ?nonce=), GET /v2/burn/USDC/fees/{src}/{dst}
// (?forward=true adds the Forwarding Service's fee), GET /v2/fastBurn/USDC/allowance, POST /v2/reattest/{nonce}.

import { getChain } from '../chains/chains';
import { type FeeSchedule, feeScheduleFromIris, forwardFeeFromIris } from './fees';

export type AttestationUrls = {
  messages: (sourceDomain: number, transactionHash: string) => string;
  /** The same answer found by the message's nonce (Circle's `?nonce=` query on /v2/messages). */
  messagesByNonce: (sourceDomain: number, nonce: string) => string;
  fees: (sourceDomain: number, destinationDomain: number, options?: { forward?: boolean }) => string;
  fastAllowance: () => string;
  reattest: (nonce: string) => string;
};

/** Every path of the service, from its base URL (with or without a trailing slash). */
export function attestationUrls(baseUrl: string): AttestationUrls {
  const base = baseUrl.replace(/\/$/, '');
  return {
    messages: (sourceDomain, transactionHash) =>
      `${base}/v2/messages/${sourceDomain}?transactionHash=${transactionHash}`,
    messagesByNonce: (sourceDomain, nonce) => `${base}/v2/messages/${sourceDomain}?nonce=${nonce}`,
    fees: (sourceDomain, destinationDomain, options) =>
      `${base}/v2/burn/USDC/fees/${sourceDomain}/${destinationDomain}${options?.forward ? '?forward=true' : ''}`,
    fastAllowance: () => `${base}/v2/fastBurn/USDC/allowance`,
    reattest: (nonce) => `${base}/v2/reattest/${nonce}`,
  };
}

export class AttestationServiceError extends Error {
  override name = 'AttestationServiceError';
  constructor(
    readonly what: string,
    readonly httpStatus: number | null,
  ) {
    super(httpStatus === null ? `${what} is unreachable` : `${what} answered HTTP ${httpStatus}`);
  }
}

export type AttestationClientOptions = {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Applied to every request unless a call brings its own signal. */
  timeoutMs?: number;
  /** Called after every request (benchmarks count them). */
  onRequest?: () => void;
};

/** Live terms of a fast transfer on a route: null fields mean "not known" (fallback schedule, no Fast). */
export type FastTerms = { schedule: FeeSchedule | null; allowanceUsdc: number | null };

/** One request to the service: a refused or unreachable service is an AttestationServiceError. */
async function request(
  options: AttestationClientOptions,
  what: string,
  url: string,
  init: RequestInit = {},
  signal?: AbortSignal,
): Promise<Response> {
  const s = signal ?? (options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined);
  let res: Response;
  try {
    res = await (options.fetch ?? fetch)(url, { ...init, ...(s ? { signal: s } : {}) });
  } catch (error) {
    signal?.throwIfAborted();
    throw Object.assign(new AttestationServiceError(what, null), { cause: error });
  } finally {
    options.onRequest?.();
  }
  if (!res.ok) throw new AttestationServiceError(what, res.status);
  return res;
}

function domains(sourceChainId: number, destinationChainId: number) {
  const src = getChain(sourceChainId)?.cctpDomain;
  const dst = getChain(destinationChainId)?.cctpDomain;
  return src === undefined || dst === undefined ? null : { src, dst };
}

/** One answer of /v2/messages as the waiting rules judge it: the HTTP status and JSON body, or why none came. */
export type MessagesReply = { status: number; body: unknown } | { networkError: string };

/** The nonce Circle gives a burn's first message in a /v2/messages body (before it is attested too), or null. */
export function firstEventNonce(body: unknown): `0x${string}` | null {
  const nonce = (body as { messages?: { eventNonce?: unknown }[] } | null)?.messages?.[0]?.eventNonce;
  return typeof nonce === 'string' && /^0x[0-9a-fA-F]{64}$/.test(nonce) ? (nonce as `0x${string}`) : null;
}

/** A burn's message is asked for by the burn's transaction, or (a pasted message) by the message's nonce. */
export type MessagesLookup = { transactionHash: string } | { nonce: string };

/**
 * Circle's message for a burn, as one reply to judge (see the error policy above): never throws for an answer or a
 * dropped connection; only the caller's own abort goes on.
 */
export async function readMessages(
  options: Pick<AttestationClientOptions, 'baseUrl' | 'fetch' | 'onRequest'>,
  sourceDomain: number,
  lookup: MessagesLookup,
  signal?: AbortSignal,
): Promise<MessagesReply> {
  const urls = attestationUrls(options.baseUrl);
  const url =
    'nonce' in lookup
      ? urls.messagesByNonce(sourceDomain, lookup.nonce)
      : urls.messages(sourceDomain, lookup.transactionHash);
  try {
    options.onRequest?.();
    // `cache` is a browser fetch option; the cast keeps this file type-checking under Node's fetch types (API).
    const res = await (options.fetch ?? fetch)(url, {
      signal: signal ?? null,
      cache: 'no-store',
    } as RequestInit);
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  } catch (e) {
    signal?.throwIfAborted();
    return { networkError: e instanceof Error ? e.message : String(e) };
  }
}

type JsonRead = (what: string, url: string, signal?: AbortSignal) => Promise<unknown>;

/** The fast fee schedule of a route (null when Circle lists no usable fast row or the chains are not CCTP's). */
async function feeSchedule(json: JsonRead, urls: AttestationUrls, route: Route, signal?: AbortSignal) {
  const d = domains(route.sourceChainId, route.destinationChainId);
  if (!d) return null;
  return feeScheduleFromIris(await json('fee service', urls.fees(d.src, d.dst), signal));
}

/** Circle's fast allowance left, in whole USDC (null when the answer carries none). */
async function fastAllowance(json: JsonRead, urls: AttestationUrls, signal?: AbortSignal) {
  const body = (await json('allowance service', urls.fastAllowance(), signal)) as {
    allowance?: unknown;
  } | null;
  const a = body?.allowance;
  return typeof a === 'number' && Number.isFinite(a) ? a : null;
}

type Route = { sourceChainId: number; destinationChainId: number };

export function attestationClient(options: AttestationClientOptions) {
  const urls = attestationUrls(options.baseUrl);
  const json: JsonRead = async (what, url, signal) =>
    (await request(options, what, url, {}, signal)).json() as Promise<unknown>;
  const route = (sourceChainId: number, destinationChainId: number) => ({
    sourceChainId,
    destinationChainId,
  });

  return {
    feeSchedule: (sourceChainId: number, destinationChainId: number, signal?: AbortSignal) =>
      feeSchedule(json, urls, route(sourceChainId, destinationChainId), signal),
    /**
     * The Forwarding Service's fee on a route at a finality, in USDC base units (`?forward=true`); null when the
     * answer carries none or the chains are not CCTP's. A refused or unreachable service throws, like a fee read.
     */
    async forwardingFee(
      sourceChainId: number,
      destinationChainId: number,
      finalityThreshold: number,
      signal?: AbortSignal,
    ): Promise<bigint | null> {
      const d = domains(sourceChainId, destinationChainId);
      if (!d) return null;
      const rows = await json('fee service', urls.fees(d.src, d.dst, { forward: true }), signal);
      return forwardFeeFromIris(rows, finalityThreshold);
    },
    fastAllowance: (signal?: AbortSignal): Promise<number | null> => fastAllowance(json, urls, signal),
    /** Both, for a quote; a service that fails reads as "not known" (see the error policy above). */
    async fastTerms(
      sourceChainId: number,
      destinationChainId: number,
      signal?: AbortSignal,
    ): Promise<FastTerms> {
      const [schedule, allowanceUsdc] = await Promise.all([
        feeSchedule(json, urls, route(sourceChainId, destinationChainId), signal).catch(notKnown),
        fastAllowance(json, urls, signal).catch(notKnown),
      ]);
      return { schedule, allowanceUsdc };
    },
    /** Asks Circle to sign an expired fast message again at hard finality. */
    async reattest(nonce: string, signal?: AbortSignal): Promise<void> {
      try {
        await request(options, 're-attestation', urls.reattest(nonce), { method: 'POST' }, signal);
      } catch (error) {
        if (error instanceof AttestationServiceError && error.httpStatus !== null)
          throw new Error(`Re-attestation was refused (HTTP ${error.httpStatus})`);
        throw error;
      }
    },
    /** Whether the service answers at all (the API's readiness check). */
    async ping(signal?: AbortSignal): Promise<void> {
      await request(options, 'attestation service', urls.fastAllowance(), {}, signal);
    },
  };
}

export type AttestationClient = ReturnType<typeof attestationClient>;

/** A failed read of the terms is "not known"; only the caller's own abort goes on. */
function notKnown(error: unknown): null {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return null;
}
