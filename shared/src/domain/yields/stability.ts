// Stability score (0–100, higher is steadier) and data confidence of a yield opportunity.
//
//   stabilityScore = round(clamp(100 − 40·min(1, σ/0.5) − 30·min(1, deviation) − 20·1[outlier] − 10·h, 0, 100))
//     σ          DefiLlama sigma (annualized std-dev of daily APY returns, %); unknown counts as 0.25
//     deviation  |apy − apyMean30d| / max(apyMean30d, 1)  (see yield-risk.ts)
//     h          history length: 0 with ≥ 90 daily samples, 0.5 with ≥ 30, 1 with fewer or unknown
//
// The risk score asks "can I lose money or access"; the stability score asks "will this APY still be there next
// month", which is what the 'stability' sort of the yields list orders by.
import type { YieldDataSource, YieldStats } from './yield-opportunity';
import { apyDeviation } from './yield-risk';

export function stabilityScore(apy: number | null, stats: YieldStats): number {
  const sigma = stats.sigma !== null && Number.isFinite(stats.sigma) ? Math.max(0, stats.sigma) : 0.25;
  const deviation = apyDeviation(apy, stats.apyMean30d);
  const count = stats.count ?? 0;
  const historyPenalty = count >= 90 ? 0 : count >= 30 ? 0.5 : 1;
  const score =
    100 -
    40 * Math.min(1, sigma / 0.5) -
    30 * Math.min(1, deviation) -
    (stats.outlier ? 20 : 0) -
    10 * historyPenalty;
  return Math.round(Math.min(100, Math.max(0, score)));
}

export type Confidence = 'high' | 'medium' | 'low';

/**
 * How much to trust the row's numbers: a contract read now is exact; a live DefiLlama row is as good as its
 * history; a dated capture is at best medium because the market has moved since.
 */
export function dataConfidence(dataSource: YieldDataSource, sampleCount: number | null): Confidence {
  if (dataSource === 'onchain') return 'high';
  const count = sampleCount ?? 0;
  if (dataSource === 'defillama') return count >= 90 ? 'high' : count >= 30 ? 'medium' : 'low';
  return count >= 30 ? 'medium' : 'low';
}
