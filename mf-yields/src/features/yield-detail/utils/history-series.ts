// A pool's history as the detail draws it: one APY, one 30-day-mean and one TVL series per source (the capture,
// then what Fin recorded), named by source only when there are two, and a marker where Fin's own record starts.
import {
  type HistoryOrigin,
  type HistoryRun,
  historyOriginLabel,
} from '@fin/shared/domain/yields/history-chart';
import type { HistoryPoint } from '@fin/shared/schemas/yields';
import type { ChartSeries } from './chart-scale';

const COLORS: Record<HistoryOrigin, { apy: string; tvl: string }> = {
  capture: { apy: '#4f8cff', tvl: '#2fbf71' },
  recorded: { apy: '#c084fc', tvl: '#f472b6' },
};
const MEAN_COLOR = '#f0b429';

/** One origin's runs as one series; a y of null between runs lifts the pen, so a gap stays a gap. */
function seriesOf(
  runs: readonly HistoryRun[],
  origin: HistoryOrigin,
  pick: (p: HistoryPoint) => number | null,
): ChartSeries['points'] {
  return runs
    .filter((r) => r.origin === origin)
    .flatMap((run, i) => {
      const points = run.points.map((p) => ({ x: Date.parse(p.timestamp), y: pick(p) }));
      return i === 0 ? points : [{ x: points[0]?.x ?? 0, y: null }, ...points];
    });
}

export type HistorySeries = {
  origins: HistoryOrigin[];
  apy: ChartSeries[];
  tvl: ChartSeries[];
  markers: { x: number; label: string }[];
};

export function historySeries(runs: readonly HistoryRun[], profile: 'devnet' | 'mainnet'): HistorySeries {
  const origins = [...new Set(runs.map((r) => r.origin))];
  const named = (label: string, origin: HistoryOrigin) =>
    origins.length > 1 ? `${label} · ${historyOriginLabel(origin, profile)}` : label;
  const apy = origins.flatMap((origin): ChartSeries[] => [
    {
      label: named('APY', origin),
      color: COLORS[origin].apy,
      dots: origin === 'recorded',
      points: seriesOf(runs, origin, (p) => p.apy),
    },
    {
      label: named('30-day mean', origin),
      color: MEAN_COLOR,
      dashed: true,
      points: seriesOf(runs, origin, (p) => p.apyMean30d),
    },
  ]);
  const tvl = origins.map(
    (origin): ChartSeries => ({
      label: named('TVL', origin),
      color: COLORS[origin].tvl,
      dots: origin === 'recorded',
      points: seriesOf(runs, origin, (p) => p.tvlUsd),
    }),
  );
  const firstRecorded = origins.length > 1 ? runs.find((r) => r.origin === 'recorded')?.points[0] : undefined;
  const markers = firstRecorded
    ? [{ x: Date.parse(firstRecorded.timestamp), label: 'Fin records from here' }]
    : [];
  return { origins, apy, tvl, markers };
}

/** Every value drawn in the series (for the axis range). */
export function seriesValues(series: readonly ChartSeries[]): number[] {
  return series.flatMap((s) => s.points.flatMap((p) => (p.y === null ? [] : [p.y])));
}
