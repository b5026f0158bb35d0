import { describe, expect, it } from 'vitest';
import { chartRange, historyGaps, historyOriginLabel, historyRuns } from './history-chart';
import type { HistoryPoint } from './yield-opportunity';

const point = (day: string, source: HistoryPoint['source'], tvlUsd = 1): HistoryPoint => ({
  timestamp: `${day}T00:00:00.000Z`,
  apy: 5,
  apyBase: 5,
  apyReward: null,
  tvlUsd,
  source,
  apyMean30d: 5,
});

describe('history runs', () => {
  it('keeps daily captures in one run and breaks it at a gap longer than three days', () => {
    const runs = historyRuns([
      point('2025-03-01', 'defillama-chart'),
      point('2025-03-02', 'defillama-chart'),
      point('2025-03-05', 'defillama-chart'),
      point('2025-11-01', 'defillama-capture'),
      point('2025-11-02', 'defillama-capture'),
    ]);
    expect(runs.map((r) => r.points.length)).toEqual([3, 2]);
    expect(runs.map((r) => r.origin)).toEqual(['capture', 'capture']);
    expect(historyGaps(runs)).toEqual([[Date.parse('2025-03-05'), Date.parse('2025-11-01')]]);
  });

  it('never joins captured mainnet points to recorded ones, even a day apart', () => {
    const runs = historyRuns([
      point('2025-11-01', 'defillama-capture', 91_500_000),
      point('2025-11-02', 'recorded', 632_000),
      point('2025-11-02', 'recorded', 633_000),
    ]);
    expect(runs.map((r) => [r.origin, r.points.length])).toEqual([
      ['capture', 1],
      ['recorded', 2],
    ]);
    expect(historyGaps(runs)).toEqual([]);
  });

  it('takes the 30-day mean within each origin', () => {
    const runs = historyRuns([
      { ...point('2025-11-01', 'defillama-capture'), apy: 10 },
      { ...point('2025-11-02', 'recorded'), apy: 2, apyMean30d: 6 },
      { ...point('2025-11-03', 'recorded'), apy: 4, apyMean30d: 16 / 3 },
    ]);
    expect(runs[1]?.points.map((p) => p.apyMean30d)).toEqual([2, 3]);
  });

  it('names each origin, saying when the recorded points are the devnet pool', () => {
    expect(historyOriginLabel('capture', 'devnet')).toBe('DefiLlama capture (mainnet)');
    expect(historyOriginLabel('recorded', 'devnet')).toBe('Recorded by Fin (devnet pool)');
    expect(historyOriginLabel('recorded', 'mainnet')).toBe('Recorded by Fin');
  });
});

describe('chart range', () => {
  it('widens a flat series around its value so its two labels differ', () => {
    const [low, high] = chartRange([31.01, 31.011, 31.009], 1);
    expect(low).toBeCloseTo(30.51, 9);
    expect(high).toBeCloseTo(31.51, 9);
  });

  it('keeps the range of a series that moves more than the minimum', () => {
    expect(chartRange([2, 9, 4], 1)).toEqual([2, 9]);
  });

  it('does not go below zero for data that does not', () => {
    expect(chartRange([0.2, 0.3], 1)).toEqual([0, 1]);
  });
});
