// Quick Actions' 'Upcoming Ops': what is really coming for this wallet (unfinished transfers with their ETA, the
// optimizer's moves waiting for consent, the agent's next report), soonest first, each with a countdown. The spec
// lists two fixed items; a list that names operations the wallet does not have reads as fake (README).
import { type CctpTransfer, isUnfinished } from '../cctp/transfer-record';
import { getChain } from '../chains/chains';

/** The slow end of each mode's published time (cctp-fees ESTIMATED_TIME): an ETA that is rarely beaten by reality. */
const TRANSFER_MS = {
  fast: 20_000,
  standard: 19 * 60_000,
  noFastSupport: 3 * 60_000,
} as const;

/** What a section scheduled, as the store's upcoming slice (page contract) holds it; store/domain-shapes.test.ts checks. */
export type PlannedOp = {
  id: string;
  label: string;
  /** When it happens, ms since epoch; null when it waits for the user (a move to approve). */
  dueAt: number | null;
};

export type UpcomingOp = {
  id: string;
  kind: 'transfer' | 'move' | 'report';
  label: string;
  /** ms since epoch; null = waits for the user. */
  dueAt: number | null;
};

const chainName = (id: number) => getChain(id)?.name ?? `chain ${id}`;

/** When a transfer's mint can land: the attestation's slow-end time after the burn; now once it is attested. */
export function transferEta(t: CctpTransfer): number {
  if (t.status === 'attested') return t.timestamp;
  const source = getChain(t.sourceChain);
  const ms =
    t.transferMode !== 'standard' && source?.fastTransferSource
      ? TRANSFER_MS.fast
      : source && !source.fastTransferSource
        ? TRANSFER_MS.noFastSupport
        : TRANSFER_MS.standard;
  return t.timestamp + ms;
}

function transferOp(t: CctpTransfer): UpcomingOp {
  const route = `${chainName(t.sourceChain)} → ${chainName(t.destinationChain)}`;
  const what =
    t.status === 'failed'
      ? 'Finish transfer'
      : t.status === 'attested'
        ? // A forwarded transfer is Circle's relayer's to mint, not the user's.
          t.transferMode === 'forwarded'
          ? 'Circle mints transfer'
          : 'Mint transfer'
        : 'Transfer arrives';
  return {
    id: `transfer:${t.id}`,
    kind: 'transfer',
    label: `${what}: ${t.amount} USDC · ${route}`,
    // A failed step waits for the user to finish it.
    dueAt: t.status === 'failed' ? null : transferEta(t),
  };
}

/** Everything upcoming, soonest first; what waits for the user comes after what is timed. */
export function upcomingOps(input: {
  transfers: readonly CctpTransfer[];
  optimizer: readonly PlannedOp[];
  agent: readonly PlannedOp[];
}): UpcomingOp[] {
  const ops: UpcomingOp[] = [
    ...input.transfers.filter(isUnfinished).map(transferOp),
    ...input.optimizer.map((o) => ({ ...o, kind: 'move' as const })),
    ...input.agent.map((o) => ({ ...o, kind: 'report' as const })),
  ];
  const key = (o: UpcomingOp) => o.dueAt ?? Number.POSITIVE_INFINITY;
  return ops.sort((a, b) => key(a) - key(b));
}

/** 'in 4m 05s', 'in 12s', 'due now' (late or due), 'waiting for you' (no time: the user decides). */
export function countdown(dueAt: number | null, nowMs: number): string {
  if (dueAt === null) return 'waiting for you';
  const s = Math.ceil((dueAt - nowMs) / 1000);
  if (s <= 0) return 'due now';
  if (s < 60) return `in ${s}s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h > 0) return `in ${h}h ${String(m).padStart(2, '0')}m`;
  return `in ${m}m ${String(sec).padStart(2, '0')}s`;
}
