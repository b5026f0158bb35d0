// What a position has really earned: the money that went in and out of it (read from the protocol's own events on
// chain, any app's deposits included), its value now, the difference, the money-weighted APY it realized, and its
// value over time. Pure: the API reads the events and values (api/src/modules/earnings) and calls this once; the
// portfolio rows, the CSV export and the chat all show the figures it returns.
import { formatUnits } from 'viem/utils';

/** One movement of money into or out of a position, in the underlying stablecoin's base units. */
export type PositionFlow = {
  blockNumber: number;
  /** Unix seconds of the block. */
  timestamp: number;
  kind: 'deposit' | 'withdraw' | 'transfer-in' | 'transfer-out';
  /** Base units of the underlying stablecoin moved (always positive; `kind` gives the direction). */
  assets: bigint;
};

/** The position's value at one block (a sample for its chart). */
export type ValueSample = { blockNumber: number; timestamp: number; valueRaw: bigint };

export type ValuePoint = { timestamp: number; valueUSD: number; netInUSD: number };

export type PositionEarningsInput = {
  flows: readonly PositionFlow[];
  valueNowRaw: bigint;
  /** Unix seconds of the block the value was read at. */
  now: number;
  decimals: number;
  /** USD per whole unit of the underlying (1 for the dollar stablecoins). */
  priceUsd: number;
  /** The first block whose events were read. */
  fromBlock: number;
  /** The wallet already held this position at the block before `fromBlock`, or that could not be read. */
  heldBeforeRange: boolean | 'unknown';
  samples: readonly ValueSample[];
};

export type PositionEarnings =
  | {
      status: 'counted';
      depositedUSD: number;
      withdrawnUSD: number;
      /** Deposits and transfers in, less withdrawals and transfers out. */
      netInUSD: number;
      valueUSD: number;
      earnedUSD: number;
      /** Money-weighted (Modified Dietz), annualized, percent; absent under a day of history. */
      realizedApy?: number;
      /** Unix seconds of the first money in. */
      since: number;
      flowCount: number;
      series: ValuePoint[];
    }
  | {
      /** The position predates the events Fin reads: its money in is not known, so no earnings are given. */
      status: 'opened-before';
      fromBlock: number;
      valueUSD: number;
      series: ValuePoint[];
    }
  | { status: 'unreadable'; fromBlock: number; valueUSD: number; series: ValuePoint[] };

const YEAR_S = 365 * 86_400;
/** Shorter histories give no APY: a few hours' interest annualized says more about rounding than about the pool. */
const MIN_APY_SECONDS = 86_400;

const signed = (f: PositionFlow): bigint =>
  f.kind === 'deposit' || f.kind === 'transfer-in' ? f.assets : -f.assets;

function toUsd(raw: bigint, decimals: number, priceUsd: number): number {
  return Math.round(Number(formatUnits(raw, decimals)) * priceUsd * 1e6) / 1e6;
}

/** Money in (net) up to and including `blockNumber`. */
function netInAt(flows: readonly PositionFlow[], blockNumber: number): bigint {
  let net = 0n;
  for (const f of flows) if (f.blockNumber <= blockNumber) net += signed(f);
  return net;
}

/**
 * Modified Dietz return over [first flow, now], annualized with compounding. Each flow is weighted by the share of
 * the period it was at work, so a top-up last week counts for a week and not for the whole holding.
 */
export function realizedApyOf(
  flows: readonly PositionFlow[],
  earnedRaw: bigint,
  now: number,
): number | undefined {
  const start = flows[0]?.timestamp;
  if (start === undefined) return undefined;
  const period = now - start;
  if (period < MIN_APY_SECONDS) return undefined;
  let weighted = 0;
  for (const f of flows) weighted += Number(signed(f)) * ((now - f.timestamp) / period);
  if (weighted <= 0) return undefined;
  const r = Number(earnedRaw) / weighted;
  if (r <= -1) return undefined;
  const apy = ((1 + r) ** (YEAR_S / period) - 1) * 100;
  return Number.isFinite(apy) ? Math.round(apy * 1e4) / 1e4 : undefined;
}

export function positionEarnings(input: PositionEarningsInput): PositionEarnings {
  const { decimals, priceUsd } = input;
  const flows = [...input.flows].sort((a, b) => a.blockNumber - b.blockNumber);
  const usd = (raw: bigint) => toUsd(raw, decimals, priceUsd);
  const series = [...input.samples]
    .sort((a, b) => a.blockNumber - b.blockNumber)
    .map((s) => ({
      timestamp: s.timestamp,
      valueUSD: usd(s.valueRaw),
      netInUSD: usd(netInAt(flows, s.blockNumber)),
    }));
  const valueUSD = usd(input.valueNowRaw);
  if (input.heldBeforeRange === 'unknown') {
    return { status: 'unreadable', fromBlock: input.fromBlock, valueUSD, series };
  }
  if (input.heldBeforeRange) {
    return { status: 'opened-before', fromBlock: input.fromBlock, valueUSD, series };
  }
  let deposited = 0n;
  let withdrawn = 0n;
  for (const f of flows) {
    if (signed(f) > 0n) deposited += f.assets;
    else withdrawn += f.assets;
  }
  const netIn = deposited - withdrawn;
  const earned = input.valueNowRaw - netIn;
  const realizedApy = realizedApyOf(flows, earned, input.now);
  return {
    status: 'counted',
    depositedUSD: usd(deposited),
    withdrawnUSD: usd(withdrawn),
    netInUSD: usd(netIn),
    valueUSD,
    earnedUSD: usd(earned),
    ...(realizedApy === undefined ? {} : { realizedApy }),
    since: flows[0]?.timestamp ?? input.now,
    flowCount: flows.length,
    series,
  };
}

/** The earnings of the wallet's counted positions added up (positions opened before the range are left out). */
export function totalEarned(positions: readonly { earnings: PositionEarnings }[]): number | undefined {
  const counted = positions.flatMap((p) => (p.earnings.status === 'counted' ? [p.earnings.earnedUSD] : []));
  if (counted.length === 0) return undefined;
  return Math.round(counted.reduce((s, v) => s + v, 0) * 1e6) / 1e6;
}

/** The counted position that earned the most dollars to date. */
export function topEarner<T extends { earnings: PositionEarnings }>(positions: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const p of positions) {
    if (p.earnings.status !== 'counted') continue;
    if (!best || p.earnings.earnedUSD > (best.earnings as { earnedUSD: number }).earnedUSD) best = p;
  }
  return best;
}

/** Why a position has no earnings figure, in the words the row, the CSV and the chat all use. */
export function earningsNote(earnings: PositionEarnings): string | undefined {
  if (earnings.status === 'opened-before') {
    return `Opened before block ${earnings.fromBlock.toLocaleString('en-US')}, the earliest Fin reads on this chain: earnings not counted`;
  }
  if (earnings.status === 'unreadable') return 'History could not be read: earnings not counted';
  return undefined;
}
