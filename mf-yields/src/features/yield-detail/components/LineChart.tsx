// A small dependency-free SVG line chart: a few hundred points, a few series, no interaction needed.
// A point with y null lifts the pen: that is how gaps in the data stay gaps (utils/chart-scale.ts).
import {
  type ChartScale,
  type ChartSeries,
  chartScale,
  dotted,
  CHART_PAD as PAD,
  pathFor,
  CHART_WIDTH as W,
} from '../utils/chart-scale';

/** Dots are for short runs; past this many they would only blur into the line. */
const MAX_DOTS = 60;

type Marker = { x: number; label: string };

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
  markers?: readonly Marker[];
}) {
  const scale = chartScale(series, height, yRange);
  if (!scale) return <p className="fin-muted">Not enough data to draw {label.toLowerCase()}.</p>;
  return (
    <figure className="yd-chart" data-testid={testId}>
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={label} preserveAspectRatio="none">
        <ChartAxes scale={scale} height={height} formatX={formatX} formatY={formatY} />
        {markers.map((m) => (
          <ChartMarker key={m.x} marker={m} scale={scale} height={height} />
        ))}
        {series.map((s) => (
          <path
            key={s.label}
            d={pathFor(s, scale)}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeDasharray={s.dashed ? '5 4' : undefined}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {series.flatMap((s) =>
          dotted(s, MAX_DOTS).map((p) => (
            <circle key={`${s.label}-${p.x}`} cx={scale.sx(p.x)} cy={scale.sy(p.y)} r={3} fill={s.color} />
          )),
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

/** The baseline and the four tick labels: top and bottom of the y range, first and last x. */
function ChartAxes({
  scale: { x0, x1, y0, y1, sy },
  height,
  formatX,
  formatY,
}: {
  scale: ChartScale;
  height: number;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
}) {
  return (
    <>
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
    </>
  );
}

function ChartMarker({ marker: m, scale, height }: { marker: Marker; scale: ChartScale; height: number }) {
  return (
    <g data-testid="chart-marker">
      <line
        x1={scale.sx(m.x)}
        x2={scale.sx(m.x)}
        y1={PAD.top}
        y2={height - PAD.bottom}
        className="yd-chart__marker"
        strokeDasharray="3 3"
      />
      <text x={scale.sx(m.x) - 4} y={PAD.top + 10} textAnchor="end" className="yd-chart__tick">
        {m.label}
      </text>
    </g>
  );
}
