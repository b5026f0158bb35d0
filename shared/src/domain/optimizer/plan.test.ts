import { describe, expect, it } from 'vitest';
import { aave, compound, moonwell, testRequest } from '../../../testing/optimizer-test-data';
import { testEntry } from '../../../testing/portfolio-test-entries';
import { movesToMeasure, planOptimization } from './plan';

describe('phase 1: what the optimizer plans to measure', () => {
  const entries = [testEntry('cUSDC', 42161, '4000', { apy: 3 }), testEntry('USDC', 8453, '6000')];
  const opportunities = [
    aave(8453, 'Base', 6, { riskLevel: 'low' }),
    compound(42161, 'Arbitrum', 3.1, { riskLevel: 'medium' }),
    moonwell(8453, 'Base', 18, { riskLevel: 'high' }),
  ];

  it('weighs positions and idle money, and recommends the profile’s picks against the current APY', () => {
    const plan = planOptimization({ entries, opportunities, request: testRequest() });
    expect(plan.profile).toBe('balanced');
    expect(plan.totalValue).toBe(10_000);
    // 4000 at 3% and 6000 idle at 0%.
    expect(plan.currentWeightedAPY).toBeCloseTo(1.2, 10);
    expect(plan.recommendations.map((r) => [r.protocol, r.rule, r.improvementOverCurrent])).toEqual([
      ['Aave V3', expect.any(String), expect.closeTo(4.8, 10)],
      ['Compound V3', expect.any(String), expect.closeTo(1.9, 10)],
      ['Moonwell', expect.any(String), expect.closeTo(16.8, 10)],
    ]);
    expect(plan.considered).toBe(3);
  });

  it('pairs every source with every pick; drops that would move carry the move, and are measured too', () => {
    const plan = planOptimization({ entries, opportunities, request: testRequest() });
    expect(plan.candidates.length + plan.dropped.length).toBe(2 * 3);
    const same = plan.dropped.find((d) => d.drop.code === 'same-venue');
    expect(same?.drop.from).toBe('Compound V3@Arbitrum');
    expect(same?.measure).toBeUndefined();
    const measured = movesToMeasure(plan).map((c) => c.id);
    expect(measured.slice(0, plan.candidates.length)).toEqual(plan.candidates.map((c) => c.id));
    expect(measured.length).toBe(plan.candidates.length + plan.dropped.filter((d) => d.measure).length);
  });

  it("with destinations narrowed (an agent's grant), moves go only there; the held positions keep their APYs", () => {
    const plan = planOptimization({
      entries,
      opportunities,
      request: testRequest(),
      destinations: (o) => o.protocol === 'Aave V3',
    });
    expect(plan.recommendations.map((r) => r.protocol)).toEqual(['Aave V3']);
    expect(plan.candidates.length).toBeGreaterThan(0);
    expect(new Set(plan.candidates.map((c) => c.destination.protocol))).toEqual(new Set(['Aave V3']));
    expect(plan.currentWeightedAPY).toBeCloseTo(1.2, 10);
  });

  it('an explicit profile overrides the one the risk preference implies', () => {
    const plan = planOptimization({
      entries,
      opportunities,
      request: testRequest({ profile: 'aggressive' }),
    });
    expect(plan.profile).toBe('aggressive');
    expect(plan.recommendations.map((r) => r.protocol)).toEqual(['Moonwell']);
  });
});
