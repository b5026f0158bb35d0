// Row badges and the visitor limit of the yields list.
import type { ListedYield } from './list-filters';

/** 'HIGH YIELD' shows above this APY (percent). */
export const HIGH_YIELD_APY = 20;
/** A visitor without a wallet sees this many rows clear; the rest are blurred behind a connect prompt. */
export const VISITOR_VISIBLE_ROWS = 6;

export type YieldBadge = 'BEST APY' | 'HIGH YIELD';

export function isHighYield(apy: number | null): boolean {
  return typeof apy === 'number' && Number.isFinite(apy) && apy > HIGH_YIELD_APY;
}

/**
 * The row that earns 'BEST APY': the first row of the shown list when it is sorted by APY (spec: "on the first
 * row"). Under another sort the first row may pay less, so the badge stays with the highest APY of the shown
 * rows (the first such row wins a tie). Undefined when no shown row has a known, positive APY.
 */
export function bestApyRowId(rows: readonly ListedYield[]): string | undefined {
  let best: ListedYield | undefined;
  for (const row of rows) {
    const apy = row.apy;
    // A stale row (freshness.ts) is shown, never badged: its rate is not today's.
    if (row.stale || typeof apy !== 'number' || !Number.isFinite(apy) || apy <= 0) continue;
    if (!best || apy > (best.apy as number)) best = row;
  }
  return best?.id;
}

export function yieldBadges(row: ListedYield, bestId: string | undefined): YieldBadge[] {
  const badges: YieldBadge[] = [];
  if (row.id === bestId) badges.push('BEST APY');
  if (isHighYield(row.apy) && !row.stale) badges.push('HIGH YIELD');
  return badges;
}
