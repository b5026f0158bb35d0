// What the history chart draws from a pool's runs: series per source, named by source only when there are two.
import { historyRuns } from '@fin/shared/domain/yields/history-chart';
import type { HistoryPoint } from '@fin/shared/schemas/yields';
import { describe, expect, it } from 'vitest';
import { historySeries, seriesValues } from './history-series';

const point = (day: string, source: HistoryPoint['source'], apy: number, tvlUsd: number): HistoryPoint => ({
  timestamp: `${day}T00:00:00.000Z`,
  apy,
  apyBase: apy,
  apyReward: null,
  tvlUsd,
  source,
  apyMean30d: apy,
});

describe('historySeries', () => {
  it('keeps plain names and no marker when the capture is the only source', () => {
    const runs = historyRuns([
      point('2025-11-01', 'defillama-capture', 4, 10),
      point('2025-11-02', 'defillama-capture', 5, 12),
    ]);
    const drawn = historySeries(runs, 'mainnet');
    expect(drawn.apy.map((s) => s.label)).toEqual(['APY', '30-day mean']);
    expect(drawn.tvl.map((s) => s.label)).toEqual(['TVL']);
    expect(drawn.markers).toEqual([]);
    expect(seriesValues(drawn.tvl)).toEqual([10, 12]);
  });

  it('names each series by its source and marks where Fin’s own record starts', () => {
    const runs = historyRuns([
      point('2025-11-01', 'defillama-capture', 4, 10),
      point('2025-11-02', 'defillama-capture', 5, 12),
      point('2025-11-03', 'recorded', 3, 1),
    ]);
    const drawn = historySeries(runs, 'devnet');
    expect(drawn.tvl.map((s) => s.label)).toEqual([
      'TVL · DefiLlama capture (mainnet)',
      'TVL · Recorded by Fin (devnet pool)',
    ]);
    expect(drawn.tvl[1]?.dots).toBe(true);
    expect(drawn.markers).toEqual([
      { x: Date.parse('2025-11-03T00:00:00.000Z'), label: 'Fin records from here' },
    ]);
  });
});
