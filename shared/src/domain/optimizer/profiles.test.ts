import { describe, expect, it } from 'vitest';
import { aave, compound, moonwell, steakhouse, testOpportunity } from '../../../testing/optimizer-test-data';
import { actionableOpportunities, opportunityFilterPredicate } from './opportunities';
import { pickRecommendations, profileForRisk } from './profiles';
import { DEFAULT_FILTERS } from './request';

const ids = (picks: { opportunity: { id: string } }[]) => picks.map((p) => p.opportunity.id);

describe('recommendation profiles', () => {
  const list = [
    aave(1, 'Ethereum', 4, { id: 'low-big-4', riskLevel: 'low', tvl: 2e9 }),
    aave(8453, 'Base', 6, { id: 'low-big-6', riskLevel: 'low', tvl: 150e6 }),
    aave(10, 'Optimism', 9, { id: 'low-exactly-100M', riskLevel: 'low', tvl: 100e6 }),
    aave(137, 'Polygon', 5, { id: 'low-big-5', riskLevel: 'low', tvl: 101e6 }),
    aave(42161, 'Arbitrum', 3, { id: 'low-big-3', riskLevel: 'low', tvl: 900e6 }),
    compound(42161, 'Arbitrum', 12, { id: 'medium-12', riskLevel: 'medium' }),
    compound(8453, 'Base', 8, { id: 'medium-8', riskLevel: 'medium' }),
    moonwell(8453, 'Base', 22, { id: 'high-22', riskLevel: 'high' }),
    moonwell(10, 'Optimism', 16, { id: 'high-16', riskLevel: 'high' }),
    steakhouse(10.5, { id: 'medium-10.5', riskLevel: 'medium' }),
  ];

  it('conservative: up to three low-risk pools with TVL above $100M, highest APY first', () => {
    // 9% is low risk but exactly $100M: not above it.
    expect(ids(pickRecommendations('conservative', list))).toEqual(['low-big-6', 'low-big-5', 'low-big-4']);
  });

  it('balanced: the best low-risk, the best medium-risk and the best pool above 15% APY', () => {
    expect(ids(pickRecommendations('balanced', list))).toEqual(['low-exactly-100M', 'medium-12', 'high-22']);
  });

  it('balanced: a pool is picked once; the high-yield pick is the next one above 15% when the best is taken', () => {
    const twoRules = [
      compound(42161, 'Arbitrum', 18, { id: 'medium-18', riskLevel: 'medium' }),
      moonwell(8453, 'Base', 16, { id: 'high-16', riskLevel: 'high' }),
    ];
    expect(ids(pickRecommendations('balanced', twoRules))).toEqual(['medium-18', 'high-16']);
    expect(ids(pickRecommendations('balanced', [twoRules[0] as (typeof twoRules)[0]]))).toEqual([
      'medium-18',
    ]);
  });

  it('aggressive: the top three pools above 10% APY', () => {
    expect(ids(pickRecommendations('aggressive', list))).toEqual(['high-22', 'high-16', 'medium-12']);
    expect(ids(pickRecommendations('aggressive', [aave(1, 'Ethereum', 10, { id: 'ten' })]))).toEqual([]);
  });

  it('the risk preference picks the profile: low → conservative, medium → balanced, high → aggressive', () => {
    expect(profileForRisk('low')).toBe('conservative');
    expect(profileForRisk('medium')).toBe('balanced');
    expect(profileForRisk('high')).toBe('aggressive');
  });
});

describe('opportunities the optimizer looks at', () => {
  const defaults = { filters: DEFAULT_FILTERS };

  it('a null APY is never excluded by the APY filter; TVL, chain, asset and risk filters apply', () => {
    const pass = opportunityFilterPredicate({
      ...defaults.filters,
      minAPY: 5,
      chains: ['Base'],
      minTVL: 1e6,
    });
    expect(pass(aave(8453, 'Base', Number.NaN, { apy: null }))).toBe(true);
    expect(pass(aave(8453, 'Base', 4))).toBe(false);
    expect(pass(aave(1, 'Ethereum', 6))).toBe(false);
    expect(pass(aave(8453, 'Base', 6, { tvl: 5e5 }))).toBe(false);
    expect(pass(aave(8453, 'Base', 6))).toBe(true);
  });

  it('moves only go where Fin can deposit and withdraw again, with a known APY; preferred chains win ties', () => {
    const list = [
      testOpportunity({
        id: 'no-integration',
        protocol: 'Spark',
        protocolSlug: 'sparklend',
        chain: 'Ethereum',
        chainId: 1,
        asset: 'USDC',
        apy: 9,
      }),
      aave(8453, 'Base', Number.NaN, { id: 'no-apy', apy: null }),
      aave(8453, 'Base', 5, { id: 'base-5' }),
      aave(1, 'Ethereum', 5, { id: 'eth-5' }),
      compound(42161, 'Arbitrum', 6, { id: 'arb-6' }),
    ];
    const out = actionableOpportunities(list, defaults.filters, 'apy', ['Ethereum']);
    expect(out.map((o) => o.id)).toEqual(['arb-6', 'eth-5', 'base-5']);
  });
});
