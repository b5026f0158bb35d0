import { describe, expect, it } from 'vitest';
import { sortYields } from './list-sort';
import { isSpike, rankingApy } from './spike';

const stats = (apyMean30d: number | null) => ({
  apyMean30d,
  sigma: null,
  mu: null,
  outlier: null,
  count: null,
  apyPct1D: null,
  apyPct7D: null,
  apyPct30D: null,
});

describe('the spike rule', () => {
  it('flags an APY at least 3x its 30-day mean and ranks it on the mean', () => {
    expect(isSpike({ apy: 15, stats: stats(5) })).toBe(true);
    expect(rankingApy({ apy: 15, stats: stats(5) })).toBe(5);
    expect(isSpike({ apy: 14.9, stats: stats(5) })).toBe(false);
    expect(rankingApy({ apy: 14.9, stats: stats(5) })).toBe(14.9);
  });

  it('uses the pool’s own 30-day realized APY when the provider has no mean', () => {
    const realized = { source: 'share-price' as const, asOf: '', windows: [{ days: 30, apy: 2, from: '' }] };
    expect(isSpike({ apy: 6, stats: stats(null), realized })).toBe(true);
    expect(isSpike({ apy: 6, stats: stats(null) })).toBe(false);
    expect(isSpike({ apy: null, stats: stats(1) })).toBe(false);
  });

  it('lists a spiking row by its mean under Highest APY', () => {
    const row = (id: string, apy: number, mean: number | null) => ({
      id,
      apy,
      tvl: 1e6,
      riskLevel: 'low' as const,
      riskScore: 1,
      stabilityScore: 50,
      chain: 'Base',
      type: 'lending' as const,
      asset: 'USDC',
      stats: stats(mean),
    });
    const rows = [row('spike', 30, 4), row('steady', 8, 7.5), row('low', 5, 5)];
    expect(sortYields(rows, 'apy').map((r) => r.id)).toEqual(['steady', 'low', 'spike']);
  });
});
