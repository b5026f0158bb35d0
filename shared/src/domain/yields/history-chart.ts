// How a pool's history is drawn without misleading (issue: a straight line across a March–November gap, captured
// mainnet TVL joined to the devnet pool's TVL so it seemed to collapse, a flat APY whose two axis labels both read
// 31.01%). Pure: the detail chart calls these and draws what they return.

import { withRollingMean } from './history';
import type { HistoryPoint } from './yield-opportunity';

const DAY_MS = 86_400_000;

/** Captures are daily: a longer silence than this is missing data, drawn as a gap, not bridged by a line. */
export const HISTORY_GAP_DAYS = 3;

/** Where a run of points comes from: DefiLlama's mainnet captures, or the snapshots this deployment recorded. */
export type HistoryOrigin = 'capture' | 'recorded';

export function historyOriginLabel(origin: HistoryOrigin, profile: 'devnet' | 'mainnet'): string {
  if (origin === 'capture') return 'DefiLlama capture (mainnet)';
  return profile === 'devnet' ? 'Recorded by Fin (devnet pool)' : 'Recorded by Fin';
}

export type HistoryRun = { origin: HistoryOrigin; points: HistoryPoint[] };

const originOf = (p: HistoryPoint): HistoryOrigin => (p.source === 'recorded' ? 'recorded' : 'capture');

/**
 * Splits the points (oldest first) into runs drawn as separate lines: a new run starts after a gap longer than
 * HISTORY_GAP_DAYS and wherever the origin changes, so two sources are never joined into one series. The 30-day
 * mean is taken again within each origin: a devnet pool's mean must not average in mainnet captures.
 */
export function historyRuns(points: readonly HistoryPoint[]): HistoryRun[] {
  const byOrigin = (origin: HistoryOrigin) => points.filter((p) => originOf(p) === origin);
  const meaned = [
    ...withRollingMean(byOrigin('capture'), 30 * DAY_MS),
    ...withRollingMean(byOrigin('recorded'), 30 * DAY_MS),
  ].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const runs: HistoryRun[] = [];
  let previous: HistoryPoint | undefined;
  for (const point of meaned) {
    const origin = originOf(point);
    const current = runs[runs.length - 1];
    const gap = previous ? Date.parse(point.timestamp) - Date.parse(previous.timestamp) : 0;
    if (!current || current.origin !== origin || gap > HISTORY_GAP_DAYS * DAY_MS) {
      runs.push({ origin, points: [point] });
    } else {
      current.points.push(point);
    }
    previous = point;
  }
  return runs;
}

/** The gaps between runs of one origin, as [end of the data before, start of the data after] in ms. */
export function historyGaps(runs: readonly HistoryRun[]): [number, number][] {
  const gaps: [number, number][] = [];
  for (let i = 1; i < runs.length; i++) {
    const before = runs[i - 1]?.points.at(-1);
    const after = runs[i]?.points[0];
    if (!before || !after) continue;
    const from = Date.parse(before.timestamp);
    const to = Date.parse(after.timestamp);
    if (to - from > HISTORY_GAP_DAYS * DAY_MS) gaps.push([from, to]);
  }
  return gaps;
}

/**
 * The y-axis range: the data's own, widened around its middle to at least `minSpan` so a nearly flat series
 * reads as flat (noise of 0.001% must not fill the chart as steps), and never below 0 for data that is not.
 */
export function chartRange(values: readonly number[], minSpan: number): [number, number] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [0, minSpan];
  let low = Math.min(...finite);
  let high = Math.max(...finite);
  if (high - low < minSpan) {
    const middle = (low + high) / 2;
    low = middle - minSpan / 2;
    high = middle + minSpan / 2;
  }
  if (low < 0 && Math.min(...finite) >= 0) {
    high -= low;
    low = 0;
  }
  return [low, high];
}

/** Smallest APY axis span, in percentage points: a rate moving by less is drawn as the flat line it is. */
export const APY_AXIS_MIN_SPAN = 1;

/** Smallest TVL axis span, as a fraction of the largest TVL shown. */
export const TVL_AXIS_MIN_SPAN_SHARE = 0.1;
