// What the attestation service knows: every indexed burn message, when it may be attested, the fast-transfer
// allowance, and the injected faults. Responses are built here in Iris v2's shapes.
import { concat, type Hex, keccak256 } from 'viem';
import { sign } from 'viem/accounts';
import {
  type ActiveFault,
  type AttestationConfig,
  DEFAULT_ATTESTATION_CONFIG,
  type FaultSpec,
  NO_FAST_SOURCE_DOMAINS,
} from './config';
import { forwardRequest } from './forward-hook';
import { decodedMessageJson, fillMessage, parseMessage } from './message';

/**
 * The Forwarding Service's part of a message: PENDING until its relayer has minted on the destination, SENT once
 * the mint is broadcast, CONFIRMED once it landed; FAILED when it did not or will not mint (the hook data was not
 * acceptable, the fee allowed did not cover the forwarding fee, or the relayer's mint failed). Iris reports the
 * state and the mint's hash as `forwardState` / `forwardTxHash` on the message.
 */
export type ForwardStatus = {
  state: 'PENDING' | 'SENT' | 'CONFIRMED' | 'FAILED';
  txHash?: Hex;
  errorCode?: string;
};

export type MessageRecord = {
  sourceDomain: number;
  transactionHash: Hex;
  logIndex: number;
  sourceMessage: Hex;
  nonce: Hex;
  seenAtMs: number;
  amount: bigint;
  destinationDomain: number;
  /** Attested at fast finality (fast requested, offered from the source, fee and allowance sufficient). */
  fast: boolean;
  delayReason: null | 'insufficient_fee' | 'insufficient_allowance_available';
  feeExecuted: bigint;
  /** Only on burns whose hook data asks for the Forwarding Service. */
  forward?: ForwardStatus;
  attested?: { message: Hex; attestation: Hex };
  building?: Promise<void>;
  reattestRequestedAtMs?: number;
  reattested?: boolean;
};

export type IrisMessage = {
  message: Hex;
  eventNonce: Hex;
  attestation: Hex | 'PENDING';
  cctpVersion: 2;
  status: 'complete' | 'pending_confirmations';
  delayReason: MessageRecord['delayReason'];
  decodedMessage: ReturnType<typeof decodedMessageJson>;
  forwardState?: ForwardStatus['state'];
  forwardTxHash?: Hex;
  forwardErrorCode?: string;
};

export type StoreDeps = {
  attesterKeys: readonly Hex[];
  /** Current block of the chain behind a CCTP domain (for a fast message's expirationBlock). */
  destinationBlockNumber(domain: number): Promise<bigint>;
  now?: () => number;
};

const key = (domain: number, tx: string) => `${domain}:${tx.toLowerCase()}`;

export class AttestationStore {
  config: AttestationConfig;
  /** The settings the service started with; POST /control/reset returns to them. */
  readonly initialConfig: AttestationConfig;
  private readonly byTx = new Map<string, MessageRecord[]>();
  private readonly byNonce = new Map<string, MessageRecord>();
  private faults: ActiveFault[] = [];
  private nextFaultId = 1;
  private readonly now: () => number;

  constructor(
    private readonly deps: StoreDeps,
    config: Partial<AttestationConfig> = {},
  ) {
    this.now = deps.now ?? Date.now;
    this.initialConfig = { ...DEFAULT_ATTESTATION_CONFIG, ...config };
    this.config = { ...this.initialConfig };
  }

  has(domain: number, tx: Hex): boolean {
    return this.byTx.has(key(domain, tx));
  }

  /** Records one MessageSent emitted by a burn; `onchainMinFee` is the source messenger's getMinFeeAmount. */
  index(entry: {
    sourceDomain: number;
    transactionHash: Hex;
    logIndex: number;
    message: Hex;
    onchainMinFee: bigint;
  }) {
    const k = key(entry.sourceDomain, entry.transactionHash);
    const list = this.byTx.get(k) ?? [];
    if (list.some((r) => r.logIndex === entry.logIndex)) return;
    const parsed = parseMessage(entry.message);
    const { amount, maxFee } = parsed.burn;
    const nonce = keccak256(
      concat([
        entry.transactionHash,
        `0x${entry.sourceDomain.toString(16).padStart(8, '0')}`,
        `0x${entry.logIndex.toString(16).padStart(8, '0')}`,
      ]),
    );
    const wantsFast = parsed.minFinalityThreshold <= 1000;
    const offered = wantsFast && !NO_FAST_SOURCE_DOMAINS.includes(entry.sourceDomain);
    const request = forwardRequest(parsed.burn.hookData, parsed.destinationCaller);
    // A forward request's fee is the forwarding fee on top of the protocol fee, all taken from the minted amount.
    const forwardFee = request.kind === 'valid' ? BigInt(this.config.forwardFeeBaseUnits) : 0n;
    const fastFee = this.fastFee(amount);
    // The on-chain minimum applies to every burn; the fast fee only when fast finality is granted.
    let fee = entry.onchainMinFee;
    if (fastFee > fee) fee = fastFee;
    let delayReason: MessageRecord['delayReason'] = null;
    if (offered && maxFee < fee + forwardFee) delayReason = 'insufficient_fee';
    else if (offered && amount > this.allowanceBaseUnits()) delayReason = 'insufficient_allowance_available';
    const fast = offered && delayReason === null;
    const protocolFee = fast ? fee : entry.onchainMinFee;
    let forward: ForwardStatus | undefined;
    if (request.kind === 'invalid') forward = { state: 'FAILED', errorCode: request.errorCode };
    else if (request.kind === 'valid' && maxFee < protocolFee + forwardFee)
      forward = { state: 'FAILED', errorCode: 'INSUFFICIENT_FEE' };
    else if (request.kind === 'valid') forward = { state: 'PENDING' };
    const record: MessageRecord = {
      sourceDomain: entry.sourceDomain,
      transactionHash: entry.transactionHash.toLowerCase() as Hex,
      logIndex: entry.logIndex,
      sourceMessage: entry.message,
      nonce,
      seenAtMs: this.now(),
      amount,
      destinationDomain: parsed.destinationDomain,
      fast,
      delayReason,
      // A forward the service refused costs no forwarding fee: the user mints it themselves.
      feeExecuted: protocolFee + (forward?.state === 'PENDING' ? forwardFee : 0n),
      ...(forward ? { forward } : {}),
    };
    list.push(record);
    list.sort((a, b) => a.logIndex - b.logIndex);
    this.byTx.set(k, list);
    this.byNonce.set(nonce, record);
  }

  /** Forgets everything indexed from a chain (after it restarted from genesis). */
  forgetDomain(domain: number) {
    for (const [k, list] of this.byTx) {
      if (!k.startsWith(`${domain}:`)) continue;
      for (const r of list) this.byNonce.delete(r.nonce);
      this.byTx.delete(k);
    }
  }

  private fastFee(amount: bigint): bigint {
    const milliBps = BigInt(Math.round(this.config.fastFeeBps * 1000));
    return (amount * milliBps) / 10_000_000n;
  }

  /** Fast allowance left, in USDC base units: fast burns not yet at hard finality are debited. */
  private allowanceBaseUnits(): bigint {
    const now = this.now();
    let debited = 0n;
    for (const r of this.byNonce.values()) {
      if (r.fast && now < r.seenAtMs + this.config.standardDelayMs) debited += r.amount;
    }
    const total = BigInt(Math.round(this.config.fastAllowanceUsdc * 1e6));
    return total > debited ? total - debited : 0n;
  }

  allowance() {
    return {
      allowance: Number(this.allowanceBaseUnits()) / 1e6,
      lastUpdated: new Date(this.now()).toISOString(),
    };
  }

  /**
   * GET /v2/burn/USDC/fees: `minimumFee` in basis points per finality; with `?forward=true` each row also carries
   * the forwarding fee in USDC base units as `{low, med, high}` (developers.circle.com/cctp/howtos/
   * transfer-usdc-with-forwarding-service, step 1). The devnet's gas price does not move, so the spread is ±1%.
   */
  fees(sourceDomain: number, forward = false) {
    const fast = NO_FAST_SOURCE_DOMAINS.includes(sourceDomain) ? 0 : this.config.fastFeeBps;
    const med = this.config.forwardFeeBaseUnits;
    const forwardFee = { low: Math.floor(med * 0.99), med, high: Math.ceil(med * 1.01) };
    return [
      { finalityThreshold: 1000, minimumFee: fast, ...(forward ? { forwardFee } : {}) },
      { finalityThreshold: 2000, minimumFee: 0, ...(forward ? { forwardFee } : {}) },
    ];
  }

  // --- faults ---------------------------------------------------------------------------------------

  addFault(spec: FaultSpec): ActiveFault {
    const fault: ActiveFault = {
      ...spec,
      id: this.nextFaultId++,
      createdAt: new Date(this.now()).toISOString(),
    };
    if (spec.kind === 'notFound') fault.expiresAtMs = this.now() + spec.seconds * 1000;
    this.faults.push(fault);
    return fault;
  }

  activeFaults(): ActiveFault[] {
    const now = this.now();
    this.faults = this.faults.filter((f) => f.expiresAtMs === undefined || f.expiresAtMs > now);
    return [...this.faults];
  }

  clearFaults() {
    this.faults = [];
  }

  private faultFor(kind: FaultSpec['kind'], tx: Hex | undefined): boolean {
    return this.activeFaults().some(
      (f) =>
        f.kind === kind &&
        (!f.transactionHash || (tx !== undefined && f.transactionHash === tx.toLowerCase())),
    );
  }

  // --- Iris responses -------------------------------------------------------------------------------

  /** Messages for GET /v2/messages/{domain}; undefined means 404 (not indexed yet, or a notFound fault). */
  async messages(
    domain: number,
    query: { transactionHash?: Hex; nonce?: Hex },
  ): Promise<IrisMessage[] | undefined> {
    let records: MessageRecord[] | undefined;
    if (query.transactionHash) records = this.byTx.get(key(domain, query.transactionHash));
    else if (query.nonce) {
      const r = this.byNonce.get(query.nonce.toLowerCase());
      records = r && r.sourceDomain === domain ? [r] : undefined;
    }
    const tx = query.transactionHash ?? records?.[0]?.transactionHash;
    if (this.faultFor('notFound', tx)) return undefined;
    if (!records || records.length === 0) return undefined;
    return Promise.all(records.map((r) => this.view(r)));
  }

  private async view(r: MessageRecord): Promise<IrisMessage> {
    const now = this.now();
    const finalAt = r.seenAtMs + this.config.standardDelayMs;
    const readyAt =
      r.reattestRequestedAtMs !== undefined
        ? finalAt
        : r.seenAtMs + (r.fast ? this.config.fastDelayMs : this.config.standardDelayMs);
    if (now < readyAt || this.faultFor('pendingForever', r.transactionHash)) return this.pending(r);
    const needsFinalized = r.reattestRequestedAtMs !== undefined && !r.reattested;
    if (!r.attested || needsFinalized) {
      r.building ??= this.attest(r, needsFinalized).finally(() => {
        r.building = undefined;
      });
      await r.building;
    }
    const attested = r.attested!;
    const attestation = this.faultFor('malformedAttestation', r.transactionHash)
      ? (attested.attestation.slice(0, 82) as Hex)
      : attested.attestation;
    return {
      message: attested.message,
      eventNonce: r.nonce,
      attestation,
      cctpVersion: 2,
      status: 'complete',
      delayReason: null,
      decodedMessage: decodedMessageJson(attested.message),
      ...forwardFields(r),
    };
  }

  private pending(r: MessageRecord): IrisMessage {
    const placeholder = fillMessage(r.sourceMessage, {
      nonce: r.nonce,
      finalityThresholdExecuted: 0,
      feeExecuted: 0n,
      expirationBlock: 0n,
    });
    return {
      message: '0x',
      eventNonce: r.nonce,
      attestation: 'PENDING',
      cctpVersion: 2,
      status: 'pending_confirmations',
      delayReason: r.delayReason,
      decodedMessage: decodedMessageJson(placeholder),
      ...forwardFields(r),
    };
  }

  // --- the Forwarding Service ----------------------------------------------------------------------

  /** Forward requests the relayer should mint now: attested, still PENDING, and not taken by another run. */
  dueForwards(): MessageRecord[] {
    const now = this.now();
    return [...this.byNonce.values()].filter(
      (r) =>
        r.forward?.state === 'PENDING' &&
        now >=
          r.seenAtMs +
            (r.fast ? this.config.fastDelayMs : this.config.standardDelayMs) +
            this.config.forwardDelayMs &&
        !this.faultFor('pendingForever', r.transactionHash),
    );
  }

  /** The signed message and attestation the relayer mints with (built as a client's poll would build them). */
  async attestedMessage(r: MessageRecord): Promise<{ message: Hex; attestation: Hex }> {
    if (!r.attested) {
      r.building ??= this.attest(r, false).finally(() => {
        r.building = undefined;
      });
      await r.building;
    }
    return r.attested!;
  }

  /** Whether the `forwarderFails` fault covers this burn. */
  forwarderFails(r: MessageRecord): boolean {
    return this.faultFor('forwarderFails', r.transactionHash);
  }

  /** Fills in and signs the message: at fast finality with an expiry, or at hard finality (also on reattest). */
  private async attest(r: MessageRecord, finalized: boolean): Promise<void> {
    const fast = r.fast && !finalized;
    let expirationBlock = 0n;
    if (fast) {
      const current = await this.deps.destinationBlockNumber(r.destinationDomain);
      expirationBlock = this.faultFor('expiredFast', r.transactionHash)
        ? current
        : current + BigInt(this.config.fastExpiryBlocks);
    }
    const message = fillMessage(r.sourceMessage, {
      nonce: r.nonce,
      finalityThresholdExecuted: fast ? 1000 : 2000,
      feeExecuted: r.feeExecuted,
      expirationBlock,
    });
    const digest = keccak256(message);
    const signatures = await Promise.all(
      this.deps.attesterKeys.map((privateKey) => sign({ hash: digest, privateKey, to: 'hex' })),
    );
    r.attested = { message, attestation: concat(signatures) };
    if (finalized) r.reattested = true;
  }

  /** POST /v2/reattest/{nonce}: the message is signed again at hard finality, without an expiry. */
  reattest(nonce: Hex): { message: string; nonce: Hex } | undefined {
    const r = this.byNonce.get(nonce.toLowerCase());
    if (!r) return undefined;
    r.reattestRequestedAtMs = this.now();
    r.reattested = false;
    return { message: 'Re-attestation successfully requested for nonce.', nonce: r.nonce };
  }
}

/** Iris's forwarding fields: only on messages whose burn asked for the Forwarding Service. */
function forwardFields(r: MessageRecord) {
  if (!r.forward) return {};
  return {
    forwardState: r.forward.state,
    ...(r.forward.txHash ? { forwardTxHash: r.forward.txHash } : {}),
    ...(r.forward.errorCode ? { forwardErrorCode: r.forward.errorCode } : {}),
  };
}
