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
import { decodedMessageJson, fillMessage, parseMessage } from './message';

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
    const fastFee = this.fastFee(amount);
    // The on-chain minimum applies to every burn; the fast fee only when fast finality is granted.
    let fee = entry.onchainMinFee;
    if (fastFee > fee) fee = fastFee;
    let delayReason: MessageRecord['delayReason'] = null;
    if (offered && maxFee < fee) delayReason = 'insufficient_fee';
    else if (offered && amount > this.allowanceBaseUnits()) delayReason = 'insufficient_allowance_available';
    const fast = offered && delayReason === null;
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
      feeExecuted: fast ? fee : entry.onchainMinFee,
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

  fees(sourceDomain: number) {
    const fast = NO_FAST_SOURCE_DOMAINS.includes(sourceDomain) ? 0 : this.config.fastFeeBps;
    return [
      { finalityThreshold: 1000, minimumFee: fast },
      { finalityThreshold: 2000, minimumFee: 0 },
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
    };
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
