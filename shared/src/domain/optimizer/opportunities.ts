// Which yield opportunities the optimizer looks at: the spec's filters and sort (the same predicate and orders as
// the yields list, so a pool hidden there is hidden here), and which of them Fin can actually move money into.
import type { Address } from 'viem';
import { depositableWithFin, otherBaseToken } from '../deposit/method';
import { type DepositMethod, depositMethod } from '../deposit/plan';
import { getAsset, getTokenAddress } from '../money/tokens';
import { yieldsFilterPredicate } from '../yields/list-filters';
import { compareYields, type YieldSortKey } from '../yields/list-sort';
import type { YieldOpportunity } from '../yields/yield-opportunity';
import type { OptimizerFilters } from './request';

export type DepositVenue = {
  method: DepositMethod;
  pool: Address;
  token: Address;
  decimals: number;
};

/** How to deposit into an opportunity, or undefined when Fin cannot (no integration, unknown token). */
export function depositVenue(o: YieldOpportunity): DepositVenue | undefined {
  // Every integrated deposit method has its withdraw (withdraw-plan.ts): money moved in can be moved out again.
  if (!depositableWithFin(o) || !o.poolAddress) return undefined;
  const token = getTokenAddress(o.asset, o.chainId);
  const asset = getAsset(o.asset);
  if (!token || !asset) return undefined;
  return { method: depositMethod(o), pool: o.poolAddress as Address, token, decimals: asset.decimals };
}

export function opportunityFilterPredicate(filters: OptimizerFilters): (o: YieldOpportunity) => boolean {
  return yieldsFilterPredicate({
    minApy: filters.minAPY,
    maxApy: filters.maxAPY,
    minTvl: filters.minTVL,
    riskLevels: filters.riskLevels,
    chains: filters.chains,
    protocolTypes: filters.protocolTypes,
    assets: filters.assets,
    depositable: false,
  });
}

/**
 * Opportunities a move can go to: pass the filters, have a known APY, and take deposits Fin can send and undo.
 * Sorted by `sortBy`; at equal keys a preferred chain comes first (the preference object's preferredChains).
 */
export function actionableOpportunities(
  list: readonly YieldOpportunity[],
  filters: OptimizerFilters,
  sortBy: YieldSortKey,
  preferredChains: readonly string[],
): YieldOpportunity[] {
  const pass = opportunityFilterPredicate(filters);
  const out = list.filter(
    (o) => pass(o) && typeof o.apy === 'number' && Number.isFinite(o.apy) && depositVenue(o) !== undefined,
  );
  const preferred = new Set(preferredChains);
  const byKey = compareYields(sortBy);
  const rank = (o: YieldOpportunity) => (preferred.has(o.chain) ? 0 : 1);
  // The sort orders are total (the id breaks ties); a preferred chain wins a tie before the id does.
  const tied = (a: YieldOpportunity, b: YieldOpportunity) =>
    a.apy === b.apy &&
    a.tvl === b.tvl &&
    a.riskScore === b.riskScore &&
    a.stabilityScore === b.stabilityScore;
  return out.sort((a, b) => (tied(a, b) && rank(a) !== rank(b) ? rank(a) - rank(b) : byKey(a, b)));
}

/**
 * Pools that pass the filters with a known APY but take a bridged token the wallet does not hold and CCTP does not
 * mint (Compound V3 on Polygon: USDC.e). No move reaches them; the optimizer still weighs them, to say so.
 */
export function bridgedTokenPools(
  list: readonly YieldOpportunity[],
  filters: OptimizerFilters,
): { opportunity: YieldOpportunity; token: string }[] {
  const pass = opportunityFilterPredicate(filters);
  const out: { opportunity: YieldOpportunity; token: string }[] = [];
  for (const o of list) {
    if (!o.poolAddress || typeof o.apy !== 'number' || !Number.isFinite(o.apy)) continue;
    const token = otherBaseToken(o);
    if (token && pass(o)) out.push({ opportunity: o, token });
  }
  return out;
}

export function countFiltered(list: readonly YieldOpportunity[], filters: OptimizerFilters): number {
  const pass = opportunityFilterPredicate(filters);
  let n = 0;
  for (const o of list) if (pass(o)) n += 1;
  return n;
}
