// Which yield opportunities the optimizer looks at: the spec's filters and sort (the same predicate and orders as
// the yields list, so a pool hidden there is hidden here), and which of them Fin can actually move money into.
import type { Address } from 'viem';
import type { OptimizerFilters } from '../schemas/agent';
import type { YieldOpportunity } from '../schemas/yields';
import { type DepositMethod, depositMethod } from './deposit-plan';
import { hasDepositIntegration } from './deposit-validation';
import { getAsset, getTokenAddress } from './tokens';
import { yieldsFilterPredicate } from './yields-list-filters';
import { compareYields, type YieldSortKey } from './yields-list-sort';

/** Deposit methods whose withdraw Fin also knows (withdraw-plan.ts): money moved in can be moved out again. */
const ROUND_TRIP_METHODS: ReadonlySet<DepositMethod> = new Set([
  'aave-v3',
  'aave-v2',
  'compound-v3',
  'moonwell',
  'dforce',
  'morpho-vault',
  'erc4626',
]);

/**
 * Pools whose deposit token is not the registry token of the listed asset. Polygon's Compound V3 "USDC" market
 * takes bridged USDC.e (0x2791…4174), which the wallet does not hold and CCTP does not mint: a deposit of USDC
 * reverts (BadAsset), so no move may go there.
 */
const OTHER_BASE_TOKEN: ReadonlySet<string> = new Set(['compound-v3:137']);

export type DepositVenue = {
  method: DepositMethod;
  pool: Address;
  token: Address;
  decimals: number;
};

/** How to deposit into an opportunity, or undefined when Fin cannot (no integration, unknown token). */
export function depositVenue(o: YieldOpportunity): DepositVenue | undefined {
  if (!hasDepositIntegration(o.poolAddress)) return undefined;
  const method = depositMethod(o);
  if (!ROUND_TRIP_METHODS.has(method) || OTHER_BASE_TOKEN.has(`${method}:${o.chainId}`)) return undefined;
  const token = getTokenAddress(o.asset, o.chainId);
  const asset = getAsset(o.asset);
  if (!token || !asset) return undefined;
  return { method, pool: o.poolAddress, token, decimals: asset.decimals };
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

export function countFiltered(list: readonly YieldOpportunity[], filters: OptimizerFilters): number {
  const pass = opportunityFilterPredicate(filters);
  let n = 0;
  for (const o of list) if (pass(o)) n += 1;
  return n;
}
