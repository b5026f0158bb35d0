// Sort keys of the yields list (apy by default, realized, tvl, risk, stability). Every order is total (ties fall
// back to APY, then TVL, then id), so the same data always lists the same way: a shared link shows the same rows.
// Stale rows (past the freshness limit, freshness.ts) come after every current row under every key: they are shown,
// never ranked. "APY" here is the ranking APY: a spiking row (APY ≥ 3× its 30-day mean, yield-spike.ts) ranks on its mean.

import type { ListedYield } from './list-filters';
import { realizedApyOf } from './realized';
import { rankingApy } from './spike';

export const SORT_KEYS = ['apy', 'realized', 'tvl', 'risk', 'stability'] as const;
export type YieldSortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: YieldSortKey = 'apy';

export const SORT_LABELS: Record<YieldSortKey, string> = {
  apy: 'Highest APY (spikes on their 30-day mean)',
  realized: 'Highest realized APY',
  tvl: 'Highest TVL',
  risk: 'Lowest risk',
  stability: 'Most stable',
};

export function isSortKey(value: unknown): value is YieldSortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

/** Unknown (null/NaN) sorts after every known value in a descending order. */
const desc = (v: number | null) =>
  typeof v === 'number' && Number.isFinite(v) ? -v : Number.POSITIVE_INFINITY;

// Infinity - Infinity is NaN: two unknowns are a tie.
const diff = (x: number, y: number) => {
  const d = x - y;
  return Number.isNaN(d) ? 0 : d;
};

const ranked = (r: ListedYield) =>
  r.stats ? rankingApy({ apy: r.apy, stats: r.stats, realized: r.realized }) : r.apy;
const realized = (r: ListedYield) => realizedApyOf(r);

function byApyThenTvl(a: ListedYield, b: ListedYield): number {
  return (
    diff(desc(ranked(a)), desc(ranked(b))) ||
    diff(desc(a.tvl), desc(b.tvl)) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const COMPARATORS: Record<YieldSortKey, (a: ListedYield, b: ListedYield) => number> = {
  apy: byApyThenTvl,
  realized: (a, b) => diff(desc(realized(a)), desc(realized(b))) || byApyThenTvl(a, b),
  tvl: (a, b) => diff(desc(a.tvl), desc(b.tvl)) || byApyThenTvl(a, b),
  // Lowest risk score first; among equally safe pools the better-paying one leads.
  risk: (a, b) => diff(a.riskScore, b.riskScore) || byApyThenTvl(a, b),
  // Highest stability score (0–100) first.
  stability: (a, b) => diff(b.stabilityScore, a.stabilityScore) || byApyThenTvl(a, b),
};

const staleRank = (r: ListedYield) => (r.stale ? 1 : 0);

export function compareYields(key: YieldSortKey): (a: ListedYield, b: ListedYield) => number {
  const compare = COMPARATORS[key];
  return (a, b) => staleRank(a) - staleRank(b) || compare(a, b);
}

function primaryKey(key: YieldSortKey, r: ListedYield, apy: number, tvl: number): number {
  if (key === 'apy') return apy;
  if (key === 'realized') return desc(realized(r));
  if (key === 'tvl') return tvl;
  return key === 'risk' ? r.riskScore : -r.stabilityScore;
}

/**
 * Row positions in `key` order, the order `compareYields` defines. The keys are read once into typed arrays and
 * positions are sorted, so no comparison re-reads object fields.
 */
export function sortYieldIndexes(rows: readonly ListedYield[], key: YieldSortKey): Uint32Array {
  const n = rows.length;
  const stale = new Uint8Array(n);
  const primary = new Float64Array(n);
  const apy = new Float64Array(n);
  const tvl = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i] as ListedYield;
    const a = desc(ranked(r));
    const t = desc(r.tvl);
    apy[i] = a;
    tvl[i] = t;
    stale[i] = staleRank(r);
    primary[i] = primaryKey(key, r, a, t);
  }
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  // Typed-array reads are in range here (indexes come from `order`); `as number` only quiets the index check.
  // Infinity − Infinity is NaN, which `||` skips like a tie: two unknown values fall through to the next key.
  order.sort((a, b) => {
    const d =
      (stale[a] as number) - (stale[b] as number) ||
      (primary[a] as number) - (primary[b] as number) ||
      (apy[a] as number) - (apy[b] as number) ||
      (tvl[a] as number) - (tvl[b] as number);
    if (d) return d;
    const ia = (rows[a] as ListedYield).id;
    const ib = (rows[b] as ListedYield).id;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  });
  return order;
}

/** A sorted copy (the input is left as it was), in `compareYields` order. */
export function sortYields<T extends ListedYield>(rows: readonly T[], key: YieldSortKey): T[] {
  const order = sortYieldIndexes(rows, key);
  const out = new Array<T>(order.length);
  for (let i = 0; i < order.length; i++) out[i] = rows[order[i] as number] as T;
  return out;
}
