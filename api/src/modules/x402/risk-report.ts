// The risk score Fin sells (x402, POST /api/x402/risk-score): a 0–10 score for a protocol on a chain, with the
// four factors it is made of, each 0 (safest) to 10. Computed from the yields data Fin already serves (pool sizes
// and utilization) and the protocol facts beside this file, so a buyer can see why a protocol scores what it does.
//
//   smartContractRisk = clamp(8 − 0.8·min(years live, 5) − 0.5·min(audits, 4) − 0.5·[fork of long-running code], 1, 10)
//   liquidityRisk     = clamp(15 − 1.5·log10(stablecoin TVL in USD), 1, 9) + 10·max(0, utilization − 0.8); no pools → 9
//   governanceRisk    = 2 with ≥ 48 h timelock, 3 with ≥ 24 h, 5 with less, 7 with none; +1.5 without a token vote
//   oracleRisk        = 1 rate set by the contract, 1.5 capped Chainlink, 2 Chainlink, 3 pull oracle, 4 pool price or
//                       unknown
//   riskScore         = round1(0.35·contract + 0.30·liquidity + 0.15·governance + 0.20·oracle)
//
// Contract risk weighs most because a bug loses deposits outright; liquidity next because a drained or fully
// borrowed pool cannot pay withdrawals; governance and oracles move money only through a bad change or price.
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import type { OracleKind, ProtocolFacts } from './risk-report-facts';
import { protocolFacts, riskReportProtocols } from './risk-report-facts';

export type RiskFactors = {
  smartContractRisk: number;
  liquidityRisk: number;
  governanceRisk: number;
  oracleRisk: number;
};

export type RiskScoreReport = {
  riskScore: number;
  protocol: string;
  chain: string;
  factors: RiskFactors;
  /** What the score was computed from. */
  basis: {
    protocolName: string;
    pools: number;
    /** Stablecoin TVL of the pools considered, USD. */
    tvlUsd: number;
    /** TVL-weighted utilization of those pools (0..1), null when none reports it. */
    utilization: number | null;
    /** True when the protocol has no pool on the asked chain and its pools elsewhere were used. */
    otherChains: boolean;
    yearsLive: number;
    audits: number;
    timelockHours: number;
    oracle: OracleKind;
    /** False when Fin has no audit, governance or oracle facts on this protocol (scored at their riskiest). */
    factsOnFile: boolean;
  };
  summary: string;
  computedAt: string;
};

export class UnknownProtocolError extends Error {
  override name = 'UnknownProtocolError';
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

const RISK_WEIGHTS = { smartContract: 0.35, liquidity: 0.3, governance: 0.15, oracle: 0.2 } as const;

function yearsLive(launched: string, now: Date): number {
  const [y, m] = launched.split('-').map(Number);
  if (!y || !m) return 0;
  return Math.max(0, (now.getTime() - Date.UTC(y, m - 1, 1)) / (365.25 * 24 * 3600 * 1000));
}

export function smartContractRisk(facts: ProtocolFacts, now: Date): number {
  const age = Math.min(yearsLive(facts.launched, now), 5);
  return round1(clamp(8 - 0.8 * age - 0.5 * Math.min(facts.audits, 4) - (facts.forkOf ? 0.5 : 0), 1, 10));
}

export function liquidityRisk(tvlUsd: number, utilization: number | null, pools: number): number {
  if (pools === 0 || !(tvlUsd > 0)) return 9;
  const size = clamp(15 - 1.5 * Math.log10(tvlUsd), 1, 9);
  const borrowed = utilization === null ? 0 : 10 * Math.max(0, utilization - 0.8);
  return round1(clamp(size + borrowed, 0, 10));
}

export function governanceRisk(facts: ProtocolFacts): number {
  const h = facts.timelockHours;
  const delay = h >= 48 ? 2 : h >= 24 ? 3 : h > 0 ? 5 : 7;
  return round1(clamp(delay + (facts.onchainVote ? 0 : 1.5), 0, 10));
}

const ORACLE_RISK: Record<OracleKind, number> = {
  'rate-only': 1,
  'chainlink-capped': 1.5,
  chainlink: 2,
  'pull-oracle': 3,
  'pool-price': 4,
  unknown: 4,
};

function oracleRisk(facts: ProtocolFacts): number {
  return ORACLE_RISK[facts.oracle];
}

export function combineRisk(f: RiskFactors): number {
  return round1(
    RISK_WEIGHTS.smartContract * f.smartContractRisk +
      RISK_WEIGHTS.liquidity * f.liquidityRisk +
      RISK_WEIGHTS.governance * f.governanceRisk +
      RISK_WEIGHTS.oracle * f.oracleRisk,
  );
}

function sameChain(o: Pick<YieldOpportunity, 'chain'>, chain: string): boolean {
  return o.chain.trim().toLowerCase() === chain.trim().toLowerCase();
}

/** The protocol's stablecoin pools on the chain, or on every chain when it has none there. */
function poolsFor(
  facts: ProtocolFacts,
  chain: string,
  opportunities: readonly YieldOpportunity[],
): { pools: YieldOpportunity[]; otherChains: boolean } {
  const mine = opportunities.filter((o) => facts.slugs.includes(o.protocolSlug));
  const here = mine.filter((o) => sameChain(o, chain));
  return here.length > 0
    ? { pools: here, otherChains: false }
    : { pools: mine, otherChains: mine.length > 0 };
}

export function computeRiskScore(
  protocol: string,
  chain: string,
  opportunities: readonly YieldOpportunity[],
  now: Date,
): RiskScoreReport {
  const known = riskReportProtocols(opportunities.map((o) => o.protocolSlug));
  if (!known.includes(protocol.trim().toLowerCase())) {
    throw new UnknownProtocolError(`No risk data for protocol '${protocol}'`);
  }
  const facts = protocolFacts(protocol);
  const { pools, otherChains } = poolsFor(facts, chain, opportunities);
  const tvlUsd = pools.reduce((sum, p) => sum + (p.tvl && p.tvl > 0 ? p.tvl : 0), 0);
  const withUtil = pools.filter((p) => p.utilization !== null && p.tvl !== null && p.tvl > 0);
  const utilWeight = withUtil.reduce((s, p) => s + (p.tvl as number), 0);
  const utilization =
    utilWeight > 0
      ? withUtil.reduce((s, p) => s + (p.utilization as number) * (p.tvl as number), 0) / utilWeight
      : null;
  const factors: RiskFactors = {
    smartContractRisk: smartContractRisk(facts, now),
    liquidityRisk: liquidityRisk(tvlUsd, utilization, pools.length),
    governanceRisk: governanceRisk(facts),
    oracleRisk: oracleRisk(facts),
  };
  const riskScore = combineRisk(factors);
  const years = yearsLive(facts.launched, now);
  const where =
    pools.length === 0
      ? 'no pool in Fin’s yields data'
      : `${pools.length} pool${pools.length === 1 ? '' : 's'}`;
  return {
    riskScore,
    protocol: protocol.trim().toLowerCase(),
    chain: chain.trim().toLowerCase(),
    factors,
    basis: {
      protocolName: facts.name,
      pools: pools.length,
      tvlUsd: Math.round(tvlUsd),
      utilization: utilization === null ? null : Math.round(utilization * 1000) / 1000,
      otherChains,
      yearsLive: round1(years),
      audits: facts.audits,
      timelockHours: facts.timelockHours,
      oracle: facts.oracle,
      factsOnFile: facts.onFile,
    },
    summary: `${facts.name}: risk ${riskScore}/10 from ${where}${otherChains ? ' on other chains' : ''}, ${round1(years)} years live, ${facts.onFile ? `${facts.audits} audits` : 'no audit, governance or oracle facts on file (counted at their riskiest)'}`,
    computedAt: now.toISOString(),
  };
}
