import { formatApy, formatTvl } from '@fin/shared/domain/format';
import type { HistoryPoint } from '@fin/shared/schemas/yields';
import { LineChart } from './LineChart';

const date = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: '2-digit' });

/** APY (spot and 30-day mean) and TVL history of a pool, from GET /api/defi/pools/:id/history. */
export default function HistoryChart({ points }: { points: readonly HistoryPoint[] }) {
  const at = points.map((p) => ({ ...p, x: Date.parse(p.timestamp) }));
  return (
    <div data-testid="history-chart">
      <LineChart
        label="APY history"
        testId="apy-history"
        formatY={(y) => formatApy(y)}
        formatX={date}
        series={[
          { label: 'APY', color: '#4f8cff', points: at.map((p) => ({ x: p.x, y: p.apy })) },
          {
            label: '30-day mean',
            color: '#f0b429',
            dashed: true,
            points: at.map((p) => ({ x: p.x, y: p.apyMean30d })),
          },
        ]}
      />
      <LineChart
        label="TVL history"
        testId="tvl-history"
        height={120}
        formatY={(y) => formatTvl(y)}
        formatX={date}
        series={[{ label: 'TVL', color: '#2fbf71', points: at.map((p) => ({ x: p.x, y: p.tvlUsd })) }]}
      />
    </div>
  );
}
