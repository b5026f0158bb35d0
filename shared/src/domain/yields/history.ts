// Building the detail chart's series: captured daily points (one per UTC day, the best source winning) plus every
// snapshot the API recorded, oldest first, each with the rolling mean of APY over the 30 days ending at it.
import type { HistoryPoint } from './yield-opportunity';

export type RawHistoryPoint = Omit<HistoryPoint, 'apyMean30d'>;

const DAY_MS = 86_400_000;
const SOURCE_RANK: Record<HistoryPoint['source'], number> = {
  recorded: 0,
  'defillama-capture': 1,
  'defillama-chart': 2,
};

/**
 * @param captured points from captures, possibly several series covering the same days: per day the point from
 *   the best-ranked source wins (a repeated /pools capture over a re-sampled chart), then the later one.
 * @param recorded the API's own snapshots, all kept.
 */
export function buildHistory(
  captured: readonly RawHistoryPoint[],
  recorded: readonly RawHistoryPoint[],
): HistoryPoint[] {
  const byDay = new Map<number, RawHistoryPoint>();
  for (const p of captured) {
    const day = Math.floor(Date.parse(p.timestamp) / DAY_MS);
    const prev = byDay.get(day);
    const better =
      !prev ||
      SOURCE_RANK[p.source] < SOURCE_RANK[prev.source] ||
      (SOURCE_RANK[p.source] === SOURCE_RANK[prev.source] && p.timestamp > prev.timestamp);
    if (better) byDay.set(day, p);
  }
  const points = [...byDay.values(), ...recorded].sort(
    (a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp),
  );
  return withRollingMean(points, 30 * DAY_MS);
}

/** Mean of the non-null APYs in (t − window, t] for each point t; null when there are none. */
export function withRollingMean(points: readonly RawHistoryPoint[], windowMs: number): HistoryPoint[] {
  const times = points.map((p) => Date.parse(p.timestamp));
  let start = 0;
  let sum = 0;
  let n = 0;
  return points.map((p, i) => {
    if (p.apy !== null) {
      sum += p.apy;
      n += 1;
    }
    while ((times[start] ?? 0) <= (times[i] ?? 0) - windowMs) {
      const old = points[start]?.apy ?? null;
      if (old !== null) {
        sum -= old;
        n -= 1;
      }
      start += 1;
    }
    return { ...p, apyMean30d: n > 0 ? Math.round((sum / n) * 1e5) / 1e5 : null };
  });
}

/** Only the points within `days` of the newest point. */
export function lastDays(points: readonly HistoryPoint[], days: number): HistoryPoint[] {
  const newest = points.length ? Date.parse(points[points.length - 1]?.timestamp ?? '') : 0;
  return points.filter((p) => Date.parse(p.timestamp) > newest - days * DAY_MS);
}
