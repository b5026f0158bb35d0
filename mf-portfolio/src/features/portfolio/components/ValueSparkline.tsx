import { formatUsd } from '@fin/shared/domain/money/format';
import type { ValuePoint } from '@fin/shared/domain/portfolio/earnings';

const W = 96;
const H = 24;

/**
 * A position's value over time (solid) over the money put in (dashed, when it is known): the gap between them is
 * what it earned. Plain SVG, a few points; the label gives the same in words for screen readers.
 */
export function ValueSparkline({ series, netIn }: { series: readonly ValuePoint[]; netIn: boolean }) {
  if (series.length < 2) return null;
  const t0 = series[0]?.timestamp ?? 0;
  const t1 = series[series.length - 1]?.timestamp ?? t0;
  const values = series.flatMap((p) => (netIn ? [p.valueUSD, p.netInUSD] : [p.valueUSD]));
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const x = (t: number) => (t1 === t0 ? W : ((t - t0) / (t1 - t0)) * W);
  const y = (v: number) => (hi === lo ? H / 2 : H - 2 - ((v - lo) / (hi - lo)) * (H - 4));
  const line = (pick: (p: ValuePoint) => number) =>
    series.map((p) => `${x(p.timestamp).toFixed(1)},${y(pick(p)).toFixed(1)}`).join(' ');
  const first = series[0] as ValuePoint;
  const last = series[series.length - 1] as ValuePoint;
  return (
    <svg
      className="pf-spark"
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`Value over time: ${formatUsd(first.valueUSD)} to ${formatUsd(last.valueUSD)}`}
      data-testid="row-sparkline"
    >
      {netIn ? <polyline className="pf-spark__in" points={line((p) => p.netInUSD)} fill="none" /> : null}
      <polyline className="pf-spark__value" points={line((p) => p.valueUSD)} fill="none" />
    </svg>
  );
}
