import { describe, expect, it } from 'vitest';
import { dataConfidence, stabilityScore } from './stability';

const stats = (s: Partial<Parameters<typeof stabilityScore>[1]>) => ({
  apyMean30d: null,
  sigma: null,
  mu: null,
  outlier: null,
  count: null,
  apyPct1D: null,
  apyPct7D: null,
  apyPct30D: null,
  ...s,
});

describe('stability score', () => {
  it('gives a long, calm history close to 100', () => {
    expect(stabilityScore(4, stats({ sigma: 0, apyMean30d: 4, count: 400, outlier: false }))).toBe(100);
  });

  it('scores Aave V3 USDC on Ethereum (capture) at 83', () => {
    // 100 − 40·(0.16154/0.5) − 30·(0.34173/2.3596) = 100 − 12.92 − 4.34
    expect(
      stabilityScore(2.01787, stats({ sigma: 0.16154, apyMean30d: 2.3596, count: 1120, outlier: false })),
    ).toBe(83);
  });

  it('punishes outliers, spikes and short histories, never below 0', () => {
    expect(stabilityScore(40, stats({ sigma: 3, apyMean30d: 5, count: 3, outlier: true }))).toBe(0);
    expect(stabilityScore(5, stats({ sigma: 0, apyMean30d: 5, count: 40, outlier: false }))).toBe(95);
    expect(stabilityScore(null, stats({}))).toBe(70);
  });
});

describe('data confidence', () => {
  it('trusts contract reads, then live DefiLlama by history length, then captures', () => {
    expect(dataConfidence('onchain', null)).toBe('high');
    expect(dataConfidence('defillama', 400)).toBe('high');
    expect(dataConfidence('defillama', 40)).toBe('medium');
    expect(dataConfidence('defillama', 3)).toBe('low');
    expect(dataConfidence('defillama-capture', 4000)).toBe('medium');
    expect(dataConfidence('defillama-capture', 3)).toBe('low');
  });
});
