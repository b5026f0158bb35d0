// The risk score of a yield opportunity: 0 (safest) to 10, labelled under 3 Low, under 6 Medium, else High (the
// bands of risk.ts). It adds four terms, each capped, so a reader can see why a pool scores what it does:
//
//   size         T = clamp(9 − log10(tvlUsd), 0, 3)          $1B+ → 0, $100M → 1, $10M → 2, ≤ $1M → 3; unknown → 3
//   volatility   V = min(3, min(1.5, 4·σ) + 1[outlier] + min(0.5, |apy − apyMean30d| / max(apyMean30d, 1)))
//                    σ = DefiLlama sigma (annualized std-dev of daily APY returns, %); unknown σ counts as 0.25
//   utilization  U = 0 up to 80 %, then rising linearly to 2 at 100 % (withdrawals may have to wait); unknown → 0.5
//   age          A = 0 from 4 years, 0.5 from 2, 1 from 1, 2 under a year or unknown protocol
//
//   riskScore = round1(min(10, T + V + U + A))
//
// Why these terms: a small pool moves with one depositor; an APY far from its own 30-day mean or flagged as an
// outlier by DefiLlama is likely a spike that will not last; a fully borrowed pool cannot pay withdrawals; young
// code has had less time under attack.

import { protocolAgeYears } from './protocols';
import type { RiskFactor, RiskLevel, YieldStats } from './yield-opportunity';

export type RiskInputs = {
  tvl: number | null;
  apy: number | null;
  utilization: number | null;
  protocolSlug: string;
  stats: Pick<YieldStats, 'sigma' | 'outlier' | 'apyMean30d'>;
};

export type RiskResult = { riskScore: number; riskLevel: RiskLevel; riskFactors: RiskFactor[] };

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round1 = (v: number) => Math.round(v * 10) / 10;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Risk level of a score: under 3 Low, under 6 Medium, else High, the same bands as the displayed risk label. */
export function riskLevelForScore(score: number): RiskLevel {
  if (score < 3) return 'low';
  if (score < 6) return 'medium';
  return 'high';
}

function usd(v: number): string {
  if (v >= 1e9) return `$${(v / 1e9).toFixed(1)}B`;
  if (v >= 1e6) return `$${(v / 1e6).toFixed(1)}M`;
  return `$${Math.round(v / 1e3)}K`;
}

export function sizeRisk(tvl: number | null): RiskFactor {
  const known = tvl !== null && Number.isFinite(tvl) && tvl > 0;
  const points = known ? clamp(9 - Math.log10(tvl), 0, 3) : 3;
  return {
    key: 'tvl',
    label: 'Pool size (TVL)',
    points: round2(points),
    maxPoints: 3,
    detail: known ? `TVL ${usd(tvl)}` : 'TVL unknown',
  };
}

/** APY deviation from its 30-day mean, relative; 0 when either is unknown. */
export function apyDeviation(apy: number | null, apyMean30d: number | null): number {
  if (apy === null || apyMean30d === null || !Number.isFinite(apy) || !Number.isFinite(apyMean30d)) return 0;
  return Math.abs(apy - apyMean30d) / Math.max(apyMean30d, 1);
}

export function volatilityRisk(inputs: Pick<RiskInputs, 'apy' | 'stats'>): RiskFactor {
  const { sigma, outlier, apyMean30d } = inputs.stats;
  const sigmaKnown = sigma !== null && Number.isFinite(sigma);
  const sigmaPoints = Math.min(1.5, 4 * (sigmaKnown ? Math.max(0, sigma) : 0.25));
  const outlierPoints = outlier ? 1 : 0;
  const deviation = apyDeviation(inputs.apy, apyMean30d);
  const spikePoints = Math.min(0.5, deviation);
  const notes = [
    sigmaKnown ? `σ ${sigma.toFixed(2)}%` : 'σ unknown',
    ...(outlier ? ['flagged as an outlier'] : []),
    ...(apyMean30d !== null && inputs.apy !== null
      ? [`APY ${(deviation * 100).toFixed(0)}% away from its 30-day mean ${apyMean30d.toFixed(2)}%`]
      : []),
  ];
  return {
    key: 'volatility',
    label: 'APY volatility',
    points: round2(Math.min(3, sigmaPoints + outlierPoints + spikePoints)),
    maxPoints: 3,
    detail: notes.join(', '),
  };
}

export function utilizationRisk(utilization: number | null): RiskFactor {
  const known = utilization !== null && Number.isFinite(utilization);
  const u = known ? clamp(utilization, 0, 1) : 0;
  const points = known ? (u <= 0.8 ? 0 : 10 * (u - 0.8)) : 0.5;
  return {
    key: 'utilization',
    label: 'Utilization',
    points: round2(points),
    maxPoints: 2,
    detail: known ? `${(u * 100).toFixed(1)}% of supply borrowed` : 'utilization unknown',
  };
}

export function protocolAgeRisk(protocolSlug: string, now: Date): RiskFactor {
  const age = protocolAgeYears(protocolSlug, now);
  const points = age === null ? 2 : age >= 4 ? 0 : age >= 2 ? 0.5 : age >= 1 ? 1 : 2;
  return {
    key: 'protocolAge',
    label: 'Protocol age',
    points,
    maxPoints: 2,
    detail: age === null ? 'launch date unknown' : `live for ${age.toFixed(1)} years`,
  };
}

export function assessRisk(inputs: RiskInputs, now: Date): RiskResult {
  const riskFactors = [
    sizeRisk(inputs.tvl),
    volatilityRisk(inputs),
    utilizationRisk(inputs.utilization),
    protocolAgeRisk(inputs.protocolSlug, now),
  ];
  const riskScore = round1(
    Math.min(
      10,
      riskFactors.reduce((sum, f) => sum + f.points, 0),
    ),
  );
  return { riskScore, riskLevel: riskLevelForScore(riskScore), riskFactors };
}
