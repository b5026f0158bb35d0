// A small dependency-free SVG line chart: a few hundred points, a few series, no interaction needed.
// A point with y null lifts the pen: that is how gaps in the data stay gaps.

export type ChartSeries = {
  label: string;
  color: string;
  dashed?: boolean;
  /** Marks each point too: for short runs (a few recorded snapshots) a line alone would be a speck. */
  dots?: boolean;
  points: readonly { x: number; y: number | null }[];
};

const W = 560;
/** Dots are for short runs; past this many they would only blur into the line. */
const MAX_DOTS = 60;
const PAD = { top: 10, right: 10, bottom: 22, left: 56 };

function pathFor(series: ChartSeries, sx: (x: number) => number, sy: (y: number) => number): string {
  let d = '';
  let pen = false;
  for (const p of series.points) {
    if (p.y === null || !Number.isFinite(p.y)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`;
    pen = true;
  }
  return d;
}

export function LineChart({
  series,
  height = 160,
  label,
  formatY,
  formatX,
  testId,
  yRange,
  markers = [],
}: {
  series: readonly ChartSeries[];
  height?: number;
  label: string;
  formatY: (y: number) => string;
  formatX: (x: number) => string;
  testId?: string;
  /** The y-axis range (from the shared chartRange); the data's own extent otherwise. */
  yRange?: readonly [number, number];
  /** Vertical dashed lines with a short label: where the data's source changes. */
  markers?: readonly { x: number; label: string }[];
}) {
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const ys = series.flatMap((s) =>
    s.points.flatMap((p) => (p.y !== null && Number.isFinite(p.y) ? [p.y] : [])),
  );
  if (xs.length < 2 || ys.length < 2)
    return <p className="fin-muted">Not enough data to draw {label.toLowerCase()}.</p>;
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  let [y0, y1] = yRange ?? [Math.min(...ys), Math.max(...ys)];
  if (y0 === y1) [y0, y1] = [y0 * 0.95, y1 * 1.05 || 1];
  const sx = (x: number) => PAD.left + ((x - x0) / (x1 - x0 || 1)) * (W - PAD.left - PAD.right);
  const sy = (y: number) => PAD.top + (1 - (y - y0) / (y1 - y0)) * (height - PAD.top - PAD.bottom);
  return (
    <figure className="yd-chart" data-testid={testId}>
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={label} preserveAspectRatio="none">
        <line x1={PAD.left} x2={W - PAD.right} y1={sy(y0)} y2={sy(y0)} className="yd-chart__axis" />
        <text x={PAD.left - 6} y={sy(y1) + 4} textAnchor="end" className="yd-chart__tick">
          {formatY(y1)}
        </text>
        <text x={PAD.left - 6} y={sy(y0)} textAnchor="end" className="yd-chart__tick">
          {formatY(y0)}
        </text>
        <text x={PAD.left} y={height - 6} className="yd-chart__tick">
          {formatX(x0)}
        </text>
        <text x={W - PAD.right} y={height - 6} textAnchor="end" className="yd-chart__tick">
          {formatX(x1)}
        </text>
        {markers.map((m) => (
          <g key={m.x} data-testid="chart-marker">
            <line
              x1={sx(m.x)}
              x2={sx(m.x)}
              y1={PAD.top}
              y2={height - PAD.bottom}
              className="yd-chart__marker"
              strokeDasharray="3 3"
            />
            <text x={sx(m.x) - 4} y={PAD.top + 10} textAnchor="end" className="yd-chart__tick">
              {m.label}
            </text>
          </g>
        ))}
        {series.map((s) => (
          <path
            key={s.label}
            d={pathFor(s, sx, sy)}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeDasharray={s.dashed ? '5 4' : undefined}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {series.flatMap((s) =>
          s.dots
            ? s.points
                .slice(-MAX_DOTS)
                .flatMap((p) =>
                  p.y === null || !Number.isFinite(p.y)
                    ? []
                    : [<circle key={`${s.label}-${p.x}`} cx={sx(p.x)} cy={sy(p.y)} r={3} fill={s.color} />],
                )
            : [],
        )}
      </svg>
      <figcaption className="yd-chart__legend">
        {series.map((s) => (
          <span key={s.label}>
            <span className="yd-chart__swatch" style={{ background: s.color }} /> {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
