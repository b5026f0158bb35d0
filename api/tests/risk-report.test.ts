import { AGENT_PROTOCOLS } from '@fin/shared/domain/agent/choice';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { describe, expect, it } from 'vitest';
import {
  combineRisk,
  computeRiskScore,
  governanceRisk,
  liquidityRisk,
  smartContractRisk,
  UnknownProtocolError,
} from '../src/modules/x402/risk-report';
import { PROTOCOL_FACTS } from '../src/modules/x402/risk-report-facts';

const NOW = new Date('2026-03-04T00:00:00Z');

/** A pool with the fields the risk report reads; the rest of a YieldOpportunity does not enter the score. */
function pool(
  p: Partial<YieldOpportunity> & Pick<YieldOpportunity, 'protocolSlug' | 'chain'>,
): YieldOpportunity {
  return {
    id: `${p.protocolSlug}-${p.chain}-${p.asset ?? 'USDC'}`,
    protocol: p.protocolSlug,
    chainId: 8453,
    asset: 'USDC',
    apy: 4,
    tvl: 100_000_000,
    utilization: 0.5,
    riskScore: 2,
    ...p,
  } as YieldOpportunity;
}

describe('risk score report', () => {
  it('scores each factor from the protocol facts and the pools on the chain', () => {
    const pools = [
      pool({ protocolSlug: 'aave-v3', chain: 'Base', tvl: 300_000_000, utilization: 0.7 }),
      pool({ protocolSlug: 'aave-v3', chain: 'Base', asset: 'USDbC', tvl: 100_000_000, utilization: 0.9 }),
      pool({ protocolSlug: 'aave-v3', chain: 'Ethereum', tvl: 2_000_000_000 }),
      pool({ protocolSlug: 'compound-v3', chain: 'Base', tvl: 50_000_000 }),
    ];
    const r = computeRiskScore('aave', 'base', pools, NOW);
    expect(r.basis).toMatchObject({ pools: 2, tvlUsd: 400_000_000, utilization: 0.75, otherChains: false });
    // 15 − 1.5·log10(4e8) = 2.07; utilization 0.75 is under 0.8.
    expect(r.factors.liquidityRisk).toBe(2.1);
    // Four years live (8 − 3.2), four audits counted (−2): 2.8.
    expect(r.factors.smartContractRisk).toBe(2.8);
    expect(r.factors.governanceRisk).toBe(3);
    expect(r.factors.oracleRisk).toBe(1.5);
    expect(r.riskScore).toBe(combineRisk(r.factors));
    expect(r.riskScore).toBe(2.4);
    expect(r.summary).toContain('Aave V3');
  });

  it('uses the protocol’s pools on other chains when it has none on the asked one, and says so', () => {
    const pools = [pool({ protocolSlug: 'benqi-lending', chain: 'Avalanche', tvl: 20_000_000 })];
    const r = computeRiskScore('benqi', 'base', pools, NOW);
    expect(r.basis).toMatchObject({ pools: 1, otherChains: true, tvlUsd: 20_000_000 });
    expect(r.summary).toContain('on other chains');
  });

  it('rates a protocol with no pool at all as illiquid and one with no timelock or vote as badly governed', () => {
    const r = computeRiskScore('trader-joe', 'base', [], NOW);
    expect(r.factors.liquidityRisk).toBe(9);
    expect(r.factors.governanceRisk).toBe(8.5);
    expect(r.factors.oracleRisk).toBe(4);
    expect(r.riskScore).toBeGreaterThan(computeRiskScore('compound', 'base', [], NOW).riskScore);
  });

  it('adds liquidity risk for a nearly fully borrowed pool', () => {
    expect(liquidityRisk(1e9, 0.5, 1)).toBe(1.5);
    expect(liquidityRisk(1e9, 0.95, 1)).toBe(3);
  });

  it('lowers contract risk with years live, audits and a long-running code base', () => {
    const young = { ...PROTOCOL_FACTS.compound!, launched: '2026-01', audits: 0 };
    expect(smartContractRisk(young, NOW)).toBeGreaterThan(7.5);
    // 4.6 years live (−3.7), two audits (−1), a Compound v2 fork (−0.5).
    expect(smartContractRisk(PROTOCOL_FACTS.benqi!, NOW)).toBe(2.8);
    expect(governanceRisk(PROTOCOL_FACTS.compound!)).toBe(2);
  });

  it('has facts for every protocol the agent cycles through', () => {
    for (const p of AGENT_PROTOCOLS) expect(computeRiskScore(p, 'base', [], NOW).protocol).toBe(p);
  });

  it('scores a yields-list id with the facts of the name it belongs to', () => {
    const pools = [pool({ protocolSlug: 'aave-v3', chain: 'Base', tvl: 300_000_000 })];
    const byId = computeRiskScore('aave-v3', 'base', pools, NOW);
    expect(byId.protocol).toBe('aave-v3');
    expect(byId.factors).toEqual(computeRiskScore('aave', 'base', pools, NOW).factors);
    expect(computeRiskScore('morpho-blue', 'base', [], NOW).basis).toMatchObject({
      protocolName: 'Morpho',
      factsOnFile: true,
    });
    expect(computeRiskScore('sky', 'ethereum', [], NOW).factors.oracleRisk).toBe(1);
  });

  it('scores a protocol the yields list shows without facts on file at their riskiest, and says so', () => {
    const pools = [pool({ protocolSlug: 'euler-v2', chain: 'Base', tvl: 10_000_000 })];
    const r = computeRiskScore('euler-v2', 'base', pools, NOW);
    expect(r.basis).toMatchObject({ protocolName: 'Euler V2', pools: 1, factsOnFile: false, audits: 0 });
    expect(r.factors.governanceRisk).toBe(8.5);
    expect(r.factors.oracleRisk).toBe(4);
    expect(r.summary).toContain('no audit, governance or oracle facts on file');
  });

  it('refuses a protocol that is neither a name it knows nor in the yields list', () => {
    expect(() => computeRiskScore('unknown-finance', 'base', [], NOW)).toThrow(UnknownProtocolError);
    expect(() => computeRiskScore('euler-v2', 'base', [], NOW)).toThrow(UnknownProtocolError);
  });
});
