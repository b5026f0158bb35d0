import { runtimeProfile } from '@fin/shared/config/runtime-config';
import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import {
  APY_AXIS_MIN_SPAN,
  chartRange,
  historyGaps,
  historyOriginLabel,
  historyRuns,
  TVL_AXIS_MIN_SPAN_SHARE,
} from '@fin/shared/domain/yields/history-chart';
import type { HistoryPoint } from '@fin/shared/schemas/yields';
import { historySeries, seriesValues } from '../utils/history-series';
import { LineChart } from './LineChart';

const date = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: '2-digit' });

/** APY (spot and 30-day mean) and TVL history of a pool, from GET /api/defi/pools/:id/history. */
export default function HistoryChart({ points }: { points: readonly HistoryPoint[] }) {
  const runs = historyRuns(points);
  const profile = runtimeProfile() ?? 'mainnet';
  const { origins, apy, tvl, markers } = historySeries(runs, profile);
  const tvlValues = seriesValues(tvl);
  const gaps = historyGaps(runs);

  return (
    <div data-testid="history-chart">
      <LineChart
        label="APY history"
        testId="apy-history"
        formatY={(y) => formatApy(y)}
        formatX={date}
        series={apy}
        yRange={chartRange(seriesValues(apy), APY_AXIS_MIN_SPAN)}
        markers={markers}
      />
      <LineChart
        label="TVL history"
        testId="tvl-history"
        height={120}
        formatY={(y) => formatTvl(y)}
        formatX={date}
        series={tvl}
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
