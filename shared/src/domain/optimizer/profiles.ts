// The three recommendation profiles and the risk preference that picks one. Each rule reads an
// APY-ordered list (best first) and returns at most three distinct pools.

import type { YieldOpportunity } from '../yields/yield-opportunity';
import type { OptimizerProfile, RiskPreference } from './request';

/** Conservative only takes pools larger than this (USD TVL). */
export const CONSERVATIVE_MIN_TVL = 100_000_000;
/** Balanced's third pick pays more than this (percent). */
export const BALANCED_HIGH_YIELD_APY = 15;
/** Aggressive picks pay more than this (percent). */
export const AGGRESSIVE_MIN_APY = 10;
export const MAX_RECOMMENDATIONS = 3;

export function profileForRisk(risk: RiskPreference): OptimizerProfile {
  return risk === 'low' ? 'conservative' : risk === 'high' ? 'aggressive' : 'balanced';
}

export type ProfilePick = { opportunity: YieldOpportunity; rule: string };

const apyOf = (o: YieldOpportunity) =>
  typeof o.apy === 'number' && Number.isFinite(o.apy) ? o.apy : -Infinity;

/** Highest APY first; the input order breaks ties (it carries the preferred chains). */
function byApy(list: readonly YieldOpportunity[]): YieldOpportunity[] {
  return list
    .map((o, i) => ({ o, i }))
    .sort((a, b) => apyOf(b.o) - apyOf(a.o) || a.i - b.i)
    .map((x) => x.o);
}

/**
 * conservative: up to 3 low-risk pools with TVL above $100M, highest APY first.
 * balanced: the best low-risk pool, the best medium-risk pool and the best pool above 15% APY (distinct pools).
 * aggressive: the top 3 pools above 10% APY.
 */
export function pickRecommendations(
  profile: OptimizerProfile,
  list: readonly YieldOpportunity[],
): ProfilePick[] {
  const sorted = byApy(list);
  switch (profile) {
    case 'conservative':
      return sorted
        .filter((o) => o.riskLevel === 'low' && typeof o.tvl === 'number' && o.tvl > CONSERVATIVE_MIN_TVL)
        .slice(0, MAX_RECOMMENDATIONS)
        .map((opportunity) => ({ opportunity, rule: 'Low risk, TVL above $100M' }));
    case 'aggressive':
      return sorted
        .filter((o) => apyOf(o) > AGGRESSIVE_MIN_APY)
        .slice(0, MAX_RECOMMENDATIONS)
        .map((opportunity) => ({ opportunity, rule: 'Top APY above 10%' }));
    case 'balanced': {
      const picks: ProfilePick[] = [];
      const taken = new Set<string>();
      const take = (o: YieldOpportunity | undefined, rule: string) => {
        if (!o || taken.has(o.id)) return;
        taken.add(o.id);
        picks.push({ opportunity: o, rule });
      };
      take(
        sorted.find((o) => o.riskLevel === 'low'),
        'Best low risk',
      );
      take(
        sorted.find((o) => o.riskLevel === 'medium'),
        'Best medium risk',
      );
      take(
        sorted.find((o) => apyOf(o) > BALANCED_HIGH_YIELD_APY && !taken.has(o.id)),
        'Best above 15% APY',
      );
      return picks;
    }
  }
}

/** The profile each risk preference picks, in words (shown next to the choice). */
export const PROFILE_RULES: Record<RiskPreference, string> = {
  low: 'Conservative: up to 3 low-risk pools with TVL above $100M, highest APY first.',
  medium: 'Balanced: the best low-risk pool, the best medium-risk pool and the best pool above 15% APY.',
  high: 'Aggressive: the top 3 pools above 10% APY.',
};
