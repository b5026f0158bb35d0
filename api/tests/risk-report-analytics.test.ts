import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { testEntry } from '@fin/shared/testing/portfolio-test-entries';
import { describe, expect, it } from 'vitest';
import { computeAnalytics } from '../src/modules/x402/risk-report-analytics';

const NOW = new Date('2026-03-04T00:00:00Z');
const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function pool(p: Partial<YieldOpportunity> & Pick<YieldOpportunity, 'id' | 'protocol'>): YieldOpportunity {
  return {
    protocolSlug: p.protocol.toLowerCase(),
    chain: 'Base',
    chainId: 8453,
    asset: 'USDC',
    apy: 4,
    tvl: 100_000_000,
    utilization: 0.5,
    riskScore: 2,
    ...p,
  } as YieldOpportunity;
}

describe('analytics report', () => {
  const aaveBase = pool({ id: 'aave-base', protocol: 'Aave V3', apy: 3 });
  const compoundBase = pool({ id: 'comp-base', protocol: 'Compound V3', apy: 5.5, riskScore: 2.5 });
  const risky = pool({ id: 'risky', protocol: 'Degen Lend', apy: 25, riskScore: 7.5 });
  const tiny = pool({ id: 'tiny', protocol: 'Tiny', apy: 12, tvl: 50_000 });

  it('totals the wallet, its weighted APY and earnings, and the value-weighted risk', () => {
    const entries = [testEntry('USDC', 8453, '1000'), testEntry('aUSDC', 8453, '3000', { apy: 3 })];
    const r = computeAnalytics(WALLET, entries, [aaveBase, compoundBase], NOW);
    expect(r.portfolioAnalysis.totalValue).toBe(4000);
    expect(r.portfolioAnalysis.performance).toEqual({
      weightedApy: 2.25,
      annualEarnings: 90,
      earningValue: 3000,
      idleValue: 1000,
    });
    expect(r.portfolioAnalysis.riskScore).toBe(2);
  });

  it('recommends withdrawing from a held pool when a comparable one pays 1 pp more, depositing into better ones', () => {
    const entries = [testEntry('aUSDC', 8453, '3000', { apy: 3 })];
    const r = computeAnalytics(WALLET, entries, [aaveBase, compoundBase, risky, tiny], NOW);
    const by = Object.fromEntries(r.defiOpportunities.map((o) => [o.protocol, o]));
    expect(by['Aave V3']).toMatchObject({ held: true, recommendation: 'withdraw' });
    expect(by['Aave V3']?.reason).toContain('Compound V3');
    expect(by['Compound V3']).toMatchObject({ held: false, recommendation: 'deposit' });
    expect(by['Degen Lend']).toMatchObject({ recommendation: 'hold' });
    expect(by.Tiny).toBeUndefined();
  });

  it('holds when nothing comparable pays enough more', () => {
    const entries = [testEntry('aUSDC', 8453, '3000', { apy: 5 })];
    const r = computeAnalytics(
      WALLET,
      entries,
      [pool({ id: 'aave-base', protocol: 'Aave V3', apy: 5 }), compoundBase],
      NOW,
    );
    expect(r.defiOpportunities.find((o) => o.held)?.recommendation).toBe('hold');
    expect(r.defiOpportunities.find((o) => !o.held)?.recommendation).toBe('hold');
  });

  it('reports an empty wallet as worth 0 with risk 0', () => {
    const r = computeAnalytics(WALLET, [], [compoundBase], NOW);
    expect(r.portfolioAnalysis).toMatchObject({ totalValue: 0, riskScore: 0 });
    expect(r.defiOpportunities[0]).toMatchObject({ recommendation: 'deposit' });
  });
});
