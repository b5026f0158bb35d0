// Timing, fee and fault settings of the devnet attestation service.
import type { Hex } from 'viem';

export type AttestationConfig = {
  /** Delay before a fast (finality 1000) message is attested. */
  fastDelayMs: number;
  /** Delay before a standard (finality 2000) message is attested; also when a fast one reaches hard finality. */
  standardDelayMs: number;
  /** Iris's fast-transfer minimumFee, in basis points (may be fractional, as on mainnet). */
  fastFeeBps: number;
  /** Global fast-transfer allowance in USDC; fast burns debit it until hard finality. */
  fastAllowanceUsdc: number;
  /** Destination blocks a fast attestation stays valid for (its expirationBlock = current block + this). */
  fastExpiryBlocks: number;
  /**
   * How often each chain is polled for new MessageSent logs (and the forwarder looks for work). A client asking for
   * a burn not indexed yet has its receipt read at once, so this bounds only what nobody asked for (forwarded burns).
   * Every poll is six calls to six nodes: 4 a second cost each browser-test stack 8 % of a core doing nothing.
   */
  pollIntervalMs: number;
  /**
   * The Forwarding Service's fee in USDC base units (the `med` of `forwardFee` in `?forward=true` fee answers);
   * gas-based on mainnet, so it is a flat amount per transfer, not basis points.
   */
  forwardFeeBaseUnits: number;
  /** How long the forwarder's relayer takes, after the attestation, before it broadcasts the mint. */
  forwardDelayMs: number;
};

export const DEFAULT_ATTESTATION_CONFIG: AttestationConfig = {
  fastDelayMs: 2_000,
  standardDelayMs: 6_000,
  fastFeeBps: 1,
  fastAllowanceUsdc: 50_000_000,
  fastExpiryBlocks: 7_200,
  pollIntervalMs: 1_000,
  forwardFeeBaseUnits: 200_000,
  forwardDelayMs: 1_000,
};

/** Source domains Circle offers no Fast Transfer from (Avalanche, Polygon PoS): their finality is already fast. */
export const NO_FAST_SOURCE_DOMAINS: readonly number[] = [1, 7];

/**
 * Faults tests can inject through the control API. Each applies to one burn transaction when
 * `transactionHash` is given, otherwise to every message.
 * - notFound: /v2/messages answers 404 for `seconds` from now;
 * - pendingForever: the message stays pending_confirmations until reset;
 * - malformedAttestation: a complete message carries a truncated attestation;
 * - expiredFast: a fast message is attested with an expirationBlock already reached on the destination;
 * - forwarderFails: the Forwarding Service does not mint a forwarded message (forwardState FAILED); the message
 *   and attestation stay available, so anyone can still mint it with receiveMessage.
 */
export type FaultSpec =
  | { kind: 'notFound'; seconds: number; transactionHash?: Hex }
  | { kind: 'pendingForever'; transactionHash?: Hex }
  | { kind: 'malformedAttestation'; transactionHash?: Hex }
  | { kind: 'expiredFast'; transactionHash?: Hex }
  | { kind: 'forwarderFails'; transactionHash?: Hex };

export type ActiveFault = FaultSpec & { id: number; createdAt: string; expiresAtMs?: number };

export function parseFault(body: unknown): FaultSpec {
  if (typeof body !== 'object' || body === null) throw new Error('fault must be a JSON object');
  const b = body as Record<string, unknown>;
  const tx = b.transactionHash;
  if (tx !== undefined && (typeof tx !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(tx))) {
    throw new Error('transactionHash must be a 32-byte hex string');
  }
  const transactionHash = tx === undefined ? undefined : (tx.toLowerCase() as Hex);
  const scoped = transactionHash ? { transactionHash } : {};
  switch (b.kind) {
    case 'notFound': {
      const seconds = b.seconds;
      if (typeof seconds !== 'number' || !(seconds > 0)) throw new Error('notFound needs seconds > 0');
      return { kind: 'notFound', seconds, ...scoped };
    }
    case 'pendingForever':
    case 'malformedAttestation':
    case 'expiredFast':
    case 'forwarderFails':
      return { kind: b.kind, ...scoped };
    default:
      throw new Error(
        'kind must be one of notFound, pendingForever, malformedAttestation, expiredFast, forwarderFails',
      );
  }
}

export function parseConfigPatch(body: unknown): Partial<AttestationConfig> {
  if (typeof body !== 'object' || body === null) throw new Error('config must be a JSON object');
  const patch: Partial<AttestationConfig> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(key in DEFAULT_ATTESTATION_CONFIG)) throw new Error(`unknown setting ${key}`);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new Error(`${key} must be a non-negative number`);
    }
    patch[key as keyof AttestationConfig] = value;
  }
  return patch;
}
