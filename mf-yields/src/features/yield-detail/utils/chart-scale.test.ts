// The chart's geometry: what fits in the box, what a gap draws, and when there is too little to draw at all.
import { describe, expect, it } from 'vitest';
import { CHART_PAD, CHART_WIDTH, chartScale, dotted, pathFor } from './chart-scale';

const line = (ys: (number | null)[], dots = false) => ({
  label: 'APY',
  color: '#000',
  dots,
  points: ys.map((y, x) => ({ x, y })),
});

describe('chartScale', () => {
  it('maps the first and last x to the edges and the y range to the bottom and top of the plot', () => {
    const scale = chartScale([line([1, 3])], 160);
    expect(scale?.sx(0)).toBe(CHART_PAD.left);
    expect(scale?.sx(1)).toBe(CHART_WIDTH - CHART_PAD.right);
    expect(scale?.sy(1)).toBe(160 - CHART_PAD.bottom);
    expect(scale?.sy(3)).toBe(CHART_PAD.top);
  });

  it('takes the shared range over the data’s own, widens a flat line, and refuses fewer than two values', () => {
    expect(chartScale([line([1, 3])], 160, [0, 10])).toMatchObject({ y0: 0, y1: 10 });
    expect(chartScale([line([4, 4])], 160)).toMatchObject({ y0: 3.8, y1: 4.2 });
    expect(chartScale([line([4, null, Number.NaN])], 160)).toBeNull();
  });
});

describe('pathFor', () => {
  it('lifts the pen at a missing value so a gap stays a gap', () => {
    const series = line([1, 2, null, 2, 1]);
    const scale = chartScale([series], 160);
    if (!scale) throw new Error('drawable');
    expect(pathFor(series, scale).split('M')).toHaveLength(3);
  });

  it('dots only the last points of a series that asks for dots, and none without a value', () => {
    expect(dotted(line([1, null, 3, 4], true), 3).map((p) => p.x)).toEqual([2, 3]);
    expect(dotted(line([1, 2]), 3)).toEqual([]);
  });
});
