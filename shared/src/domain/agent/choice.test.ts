import { describe, expect, it } from 'vitest';
import { AGENT_PROTOCOLS, chooseAgentPurchase, seededRandom } from './choice';

describe('agent purchase choice', () => {
  it('buys a risk score below 0.7 and an analytics report from 0.7 on', () => {
    expect(chooseAgentPurchase(0, () => 0).service).toBe('risk-score');
    expect(chooseAgentPurchase(0, () => 0.6999).service).toBe('risk-score');
    expect(chooseAgentPurchase(0, () => 0.7).service).toBe('analytics');
    expect(chooseAgentPurchase(0, () => 0.9999).service).toBe('analytics');
  });

  it('cycles aave, compound, benqi, moonwell, trader-joe on Base whatever it buys', () => {
    const random = seededRandom(7);
    const picks = Array.from({ length: 7 }, (_, tick) => chooseAgentPurchase(tick, random));
    expect(picks.map((p) => p.protocol)).toEqual([...AGENT_PROTOCOLS, 'aave', 'compound']);
    expect(new Set(picks.map((p) => p.chain))).toEqual(new Set(['base']));
  });

  it('is deterministic for a seed and buys risk scores about 70% of the time', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 2_000 }, (_, tick) => chooseAgentPurchase(tick, random).service);
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
    const share = run(42).filter((s) => s === 'risk-score').length / 2_000;
    expect(share).toBeGreaterThan(0.66);
    expect(share).toBeLessThan(0.74);
  });

  it('refuses a random source outside [0, 1) and a negative tick', () => {
    expect(() => chooseAgentPurchase(0, () => 1)).toThrow(/outside/);
    expect(() => chooseAgentPurchase(-1, () => 0.1)).toThrow(/tick/);
  });
});
