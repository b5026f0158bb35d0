import { runtimeProfile } from '@fin/shared/config/runtime-config';
import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import {
  APY_AXIS_MIN_SPAN,
  chartRange,
  type HistoryOrigin,
  type HistoryRun,
  historyGaps,
  historyOriginLabel,
  historyRuns,
  TVL_AXIS_MIN_SPAN_SHARE,
} from '@fin/shared/domain/yields/history-chart';
import type { HistoryPoint } from '@fin/shared/schemas/yields';
import { type ChartSeries, LineChart } from './LineChart';

const date = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: '2-digit' });

const COLORS: Record<HistoryOrigin, { apy: string; tvl: string }> = {
  capture: { apy: '#4f8cff', tvl: '#2fbf71' },
  recorded: { apy: '#c084fc', tvl: '#f472b6' },
};

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

/** APY (spot and 30-day mean) and TVL history of a pool, from GET /api/defi/pools/:id/history. */
export default function HistoryChart({ points }: { points: readonly HistoryPoint[] }) {
  const runs = historyRuns(points);
  const origins = [...new Set(runs.map((r) => r.origin))];
  const profile = runtimeProfile() ?? 'mainnet';
  const named = (label: string, origin: HistoryOrigin) =>
    origins.length > 1 ? `${label} · ${historyOriginLabel(origin, profile)}` : label;
  const apySeries = origins.flatMap((origin): ChartSeries[] => [
    {
      label: named('APY', origin),
      color: COLORS[origin].apy,
      dots: origin === 'recorded',
      points: seriesOf(runs, origin, (p) => p.apy),
    },
    {
      label: named('30-day mean', origin),
      color: '#f0b429',
      dashed: true,
      points: seriesOf(runs, origin, (p) => p.apyMean30d),
    },
  ]);
  const tvlSeries = origins.map(
    (origin): ChartSeries => ({
      label: named('TVL', origin),
      color: COLORS[origin].tvl,
      dots: origin === 'recorded',
      points: seriesOf(runs, origin, (p) => p.tvlUsd),
    }),
  );
  const values = (series: ChartSeries[]) =>
    series.flatMap((s) => s.points.flatMap((p) => (p.y === null ? [] : [p.y])));
  const tvlValues = values(tvlSeries);
  const firstRecorded = origins.length > 1 ? runs.find((r) => r.origin === 'recorded')?.points[0] : undefined;
  const markers = firstRecorded
    ? [{ x: Date.parse(firstRecorded.timestamp), label: 'Fin records from here' }]
    : [];
  const gaps = historyGaps(runs);

  return (
    <div data-testid="history-chart">
      <LineChart
        label="APY history"
        testId="apy-history"
        formatY={(y) => formatApy(y)}
        formatX={date}
        series={apySeries}
        yRange={chartRange(values(apySeries), APY_AXIS_MIN_SPAN)}
        markers={markers}
      />
      <LineChart
        label="TVL history"
        testId="tvl-history"
        height={120}
        formatY={(y) => formatTvl(y)}
        formatX={date}
        series={tvlSeries}
        yRange={chartRange(tvlValues, Math.max(...tvlValues, 0) * TVL_AXIS_MIN_SPAN_SHARE)}
        markers={markers}
      />
      <p className="fin-muted yd-chart__source" data-testid="history-source">
        {origins.length > 1
          ? `Two sources, drawn apart: ${origins.map((o) => historyOriginLabel(o, profile)).join(', then ')}.`
          : `Source: ${historyOriginLabel(origins[0] ?? 'capture', profile)}.`}
        {gaps.map(([from, to]) => ` No data from ${date(from)} to ${date(to)}.`).join('')}
      </p>
    </div>
  );
}
