import type { YieldOpportunity } from '@fin/shared/schemas/yields';

/** On-chain pools are those the API read from the pool contract (the devnet's pools, or live reads). */
export function isOnchainPool(o: YieldOpportunity): boolean {
  return o.sources.includes('onchain') && !!o.poolAddress;
}
