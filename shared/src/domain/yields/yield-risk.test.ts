import { describe, expect, it } from 'vitest';
import { assessRisk, riskLevelForScore, sizeRisk, utilizationRisk, volatilityRisk } from './yield-risk';

const NOW = new Date('2026-03-04T00:00:00Z');
const stats = { sigma: 0.16154, outlier: false, apyMean30d: 2.3596 };

describe('risk score', () => {
  it('labels scores with the spec rule: under 3 low, under 6 medium, else high', () => {
    expect(riskLevelForScore(0)).toBe('low');
    expect(riskLevelForScore(2.9)).toBe('low');
    expect(riskLevelForScore(3)).toBe('medium');
    expect(riskLevelForScore(5.9)).toBe('medium');
    expect(riskLevelForScore(6)).toBe('high');
  });

  it('scores Aave V3 USDC on Ethereum from the 2026-03-04 capture as low risk', () => {
    // tvl 1.34B → 0; σ 0.16 → 0.65 + deviation |2.02 − 2.36| / 2.36 = 0.14; utilization unknown 0.5; age 4y → 0
    const r = assessRisk(
      { tvl: 1_344_105_793, apy: 2.01787, utilization: null, protocolSlug: 'aave-v3', stats },
      NOW,
    );
    expect(r.riskScore).toBe(1.3);
    expect(r.riskLevel).toBe('low');
    expect(r.riskFactors.map((f) => f.key)).toEqual(['tvl', 'volatility', 'utilization', 'protocolAge']);
  });

  it('scores a small, young, spiking vault as high risk', () => {
    const r = assessRisk(
      {
        tvl: 50_000,
        apy: 31,
        utilization: 0.97,
        protocolSlug: 'silo-v2',
        stats: { sigma: 1.2, outlier: true, apyMean30d: 8 },
      },
      NOW,
    );
    expect(r.riskLevel).toBe('high');
    expect(r.riskScore).toBeLessThanOrEqual(10);
    expect(r.riskScore).toBeGreaterThanOrEqual(8);
  });

  it('caps each factor at its maximum and treats unknowns as documented', () => {
    expect(sizeRisk(null).points).toBe(3);
    expect(sizeRisk(5e9).points).toBe(0);
    expect(sizeRisk(1e8).points).toBe(1);
    expect(utilizationRisk(null).points).toBe(0.5);
    expect(utilizationRisk(0.8).points).toBe(0);
    expect(utilizationRisk(0.9).points).toBe(1);
    expect(utilizationRisk(1).points).toBe(2);
    const v = volatilityRisk({ apy: 100, stats: { sigma: 50, outlier: true, apyMean30d: 1 } });
    expect(v.points).toBe(3);
    expect(
      volatilityRisk({ apy: null, stats: { sigma: null, outlier: null, apyMean30d: null } }).points,
    ).toBe(1);
  });

  it('grows the age term for unknown or young protocols', () => {
    const base = { tvl: 1e9, apy: 3, utilization: 0.5, stats: { sigma: 0, outlier: false, apyMean30d: 3 } };
    expect(assessRisk({ ...base, protocolSlug: 'aave-v3' }, NOW).riskScore).toBe(0);
    expect(assessRisk({ ...base, protocolSlug: 'morpho-blue' }, NOW).riskScore).toBe(0.5);
    expect(assessRisk({ ...base, protocolSlug: 'silo-v2' }, NOW).riskScore).toBe(1);
    expect(assessRisk({ ...base, protocolSlug: 'never-heard-of-it' }, NOW).riskScore).toBe(2);
  });
});
