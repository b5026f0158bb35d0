// The line chart's geometry: data extents to SVG coordinates, and each series as a path whose pen lifts at a
// null point (so a gap in the data stays a gap).

type ChartPoint = { x: number; y: number | null };

export type ChartSeries = {
  label: string;
  color: string;
  dashed?: boolean;
  /** Marks each point too: for short runs (a few recorded snapshots) a line alone would be a speck. */
  dots?: boolean;
  points: readonly ChartPoint[];
};

export const CHART_WIDTH = 560;
export const CHART_PAD = { top: 10, right: 10, bottom: 22, left: 56 };

export type ChartScale = {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  sx: (x: number) => number;
  sy: (y: number) => number;
};

const drawable = (p: ChartPoint): p is { x: number; y: number } => p.y !== null && Number.isFinite(p.y);

/**
 * The scale for `series` in a chart `height` high, or null when there is not enough data to draw (fewer than two
 * points with a value). `yRange` (the shared chartRange) wins over the data's own extent; a flat line gets ±5%.
 */
export function chartScale(
  series: readonly ChartSeries[],
  height: number,
  yRange?: readonly [number, number],
): ChartScale | null {
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const ys = series.flatMap((s) => s.points.filter(drawable).map((p) => p.y));
  if (xs.length < 2 || ys.length < 2) return null;
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  let [y0, y1] = yRange ?? [Math.min(...ys), Math.max(...ys)];
  if (y0 === y1) [y0, y1] = [y0 * 0.95, y1 * 1.05 || 1];
  const { top, right, bottom, left } = CHART_PAD;
  const sx = (x: number) => left + ((x - x0) / (x1 - x0 || 1)) * (CHART_WIDTH - left - right);
  const sy = (y: number) => top + (1 - (y - y0) / (y1 - y0)) * (height - top - bottom);
  return { x0, x1, y0, y1, sx, sy };
}

/** The SVG path of one series: M at the start of each run, L along it. */
export function pathFor(series: ChartSeries, scale: Pick<ChartScale, 'sx' | 'sy'>): string {
  let d = '';
  let pen = false;
  for (const p of series.points) {
    if (!drawable(p)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${scale.sx(p.x).toFixed(1)},${scale.sy(p.y).toFixed(1)}`;
    pen = true;
  }
  return d;
}

/** The points of a series that get a dot: only the last `max`, and none without a value. */
export function dotted(series: ChartSeries, max: number): { x: number; y: number }[] {
  return series.dots ? series.points.slice(-max).filter(drawable) : [];
}
