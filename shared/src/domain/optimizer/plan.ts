// Phase 1 of the optimizer: the wallet's money, the profile's picks among the pools Fin can deposit into, and every
// position paired with every pick: the candidate moves worth measuring on the chains, and the drops.
import type { BalanceEntry } from '../portfolio/balance';
import { weightedAverageApy } from '../yields/earnings';
import type { YieldOpportunity } from '../yields/yield-opportunity';
import { actionableOpportunities, countFiltered } from './opportunities';
import { type MoveCandidate, type PlannedDrop, pairCandidate, unreachablePicks } from './pairing';
import { currentPositions, type PositionDetail } from './positions';
import { pickRecommendations, profileForRisk } from './profiles';
import type { OptimizeRequest, OptimizerProfile } from './request';
import type { Recommendation } from './result';

export type OptimizationPlan = {
  request: OptimizeRequest;
  profile: OptimizerProfile;
  positions: PositionDetail[];
  totalValue: number;
  currentWeightedAPY: number;
  recommendations: Recommendation[];
  candidates: MoveCandidate[];
  dropped: PlannedDrop[];
  considered: number;
};

function toRecommendation(o: YieldOpportunity, rule: string, currentWeightedAPY: number): Recommendation {
  return {
    id: o.id,
    chain: o.chain,
    chainId: o.chainId,
    protocol: o.protocol,
    asset: o.asset,
    type: o.type,
    apy: o.apy as number,
    riskScore: o.riskScore,
    riskLevel: o.riskLevel,
    tvl: o.tvl,
    improvementOverCurrent: (o.apy as number) - currentWeightedAPY,
    poolAddress: o.poolAddress as string,
    rule,
  };
}

/** Every source against every pick: the moves to measure and the drops. */
function pairAll(
  positions: readonly PositionDetail[],
  picks: readonly { opportunity: YieldOpportunity }[],
  settings: OptimizeRequest['settings'],
): { candidates: MoveCandidate[]; drops: PlannedDrop[] } {
  const candidates: MoveCandidate[] = [];
  const drops: PlannedDrop[] = [];
  for (const from of positions) {
    for (const { opportunity: destination } of picks) {
      const verdict = pairCandidate(from, destination, settings);
      if (verdict.ok) candidates.push(verdict.candidate);
      else
        drops.push(
          verdict.measure ? { drop: verdict.drop, measure: verdict.measure } : { drop: verdict.drop },
        );
    }
  }
  return { candidates, drops };
}

/** Phase 1: recommendations and the candidate moves worth measuring. */
export function planOptimization(input: {
  entries: readonly BalanceEntry[];
  opportunities: readonly YieldOpportunity[];
  request: OptimizeRequest;
  /**
   * Where moves may go, when narrower than every pool Fin deposits into: the wallet's agent weighs only the pools
   * its grant lets it use. The held positions are still read against every pool (their APYs stay known).
   */
  destinations?: (o: YieldOpportunity) => boolean;
}): OptimizationPlan {
  const { request } = input;
  const profile = request.profile ?? profileForRisk(request.riskTolerance);
  const positions = currentPositions(input.entries, input.opportunities, request.settings.cashReserve);
  const totalValue = positions.reduce((s, p) => s + p.position.valueUSD, 0);
  const currentWeightedAPY = weightedAverageApy(
    positions.map((p) => ({ value: p.position.valueUSD, apy: p.position.apy })),
  );
  const actionable = actionableOpportunities(
    input.opportunities,
    request.filters,
    request.sortBy,
    request.preferences.preferredChains,
  );
  const pool = input.destinations ? actionable.filter(input.destinations) : actionable;
  const picks = pickRecommendations(profile, pool);
  const { candidates, drops } = pairAll(positions, picks, request.settings);
  drops.push(...unreachablePicks(profile, picks, input.opportunities, request, positions));
  return {
    request,
    profile,
    positions,
    totalValue,
    currentWeightedAPY,
    recommendations: picks.map(({ opportunity, rule }) =>
      toRecommendation(opportunity, rule, currentWeightedAPY),
    ),
    candidates,
    dropped: drops,
    considered: countFiltered(input.opportunities, request.filters),
  };
}

/** Every move the chains should be asked about: the candidates, then the drops whose arithmetic is shown. */
export function movesToMeasure(plan: OptimizationPlan): MoveCandidate[] {
  return [...plan.candidates, ...plan.dropped.flatMap((d) => (d.measure ? [d.measure] : []))];
}
