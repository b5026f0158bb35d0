// Realized APY: what a pool really paid over a window, from the change of its share price or index (ERC-4626
// convertToAssets, Aave's normalized income, Compound V3's supply index, the Compound V2 exchange rate), as
// opposed to the rate it advertises now. Compounded over a year from the window's growth:
//   apy = (price_end / price_start) ^ (year / (t_end − t_start)) − 1
// Times are the chain's block times, not the wall clock: interest accrues on chain time.
import type { RealizedApy, YieldOpportunity } from './yield-opportunity';

export const REALIZED_WINDOW_DAYS = [1, 7, 30] as const;
const DAY_S = 86_400;
const YEAR_S = 365 * DAY_S;

/** A share price (assets per share, or an index) observed at a chain time (unix seconds). */
export type SharePricePoint = { chainTime: number; sharePrice: number };

/** Percent, compounded; null when the points cannot make a rate (same time, or a non-positive price). */
export function annualizedGrowth(start: SharePricePoint, end: SharePricePoint): number | null {
  const dt = end.chainTime - start.chainTime;
  if (dt <= 0 || !(start.sharePrice > 0) || !(end.sharePrice > 0)) return null;
  const apy = ((end.sharePrice / start.sharePrice) ** (YEAR_S / dt) - 1) * 100;
  return Number.isFinite(apy) ? Math.round(apy * 1e6) / 1e6 : null;
}

/**
 * Realized APY over each window ending at the newest point. A window starts at the newest point at least `days` old;
 * a window the history does not reach yet is left out rather than guessed from a shorter one.
 */
export function realizedWindows(points: readonly SharePricePoint[]): RealizedApy['windows'] {
  const sorted = [...points].sort((a, b) => a.chainTime - b.chainTime);
  const end = sorted.at(-1);
  if (!end) return [];
  return REALIZED_WINDOW_DAYS.flatMap((days) => {
    const cutoff = end.chainTime - days * DAY_S;
    const start = sorted.findLast((p) => p.chainTime <= cutoff);
    const apy = start ? annualizedGrowth(start, end) : null;
    if (!start || apy === null) return [];
    return [{ days, apy, from: new Date(start.chainTime * 1000).toISOString() }];
  });
}

/** The realized figure the list sorts on: the longest window known (the steadiest), else null. */
export function realizedApyOf(o: Pick<YieldOpportunity, 'realized'>): number | null {
  return o.realized?.windows.at(-1)?.apy ?? null;
}
