// The APY badge of a portfolio row (shown only when APY > 0) is the live APY of the pool the receipt or position
// earns in, taken from the yields list (GET /api/defi/all-stablecoins) and matched by pool address, chain and
// protocol.

import { AAVE_V3_POOL, COMPOUND_V3_COMET_USDC, MOONWELL_MUSDC, MORPHO_BLUE } from '../chains/contracts';
import type { YieldOpportunity } from '../yields/yield-opportunity';
import type { BalanceEntry } from './balance';

export type PoolApySource = Pick<
  YieldOpportunity,
  'protocol' | 'chainId' | 'asset' | 'poolAddress' | 'apy' | 'stale'
>;

/** Addresses a yields row may name as the pool of this entry (the receipt itself, or the protocol's pool). */
function candidatePoolAddresses(entry: BalanceEntry): Set<string> {
  const out = new Set<string>([entry.asset.address.toLowerCase()]);
  const add = (a: string | undefined) => a && out.add(a.toLowerCase());
  switch (entry.asset.protocol) {
    case 'Aave V3':
      add(AAVE_V3_POOL[entry.chainId]);
      break;
    case 'Compound V3':
      add(COMPOUND_V3_COMET_USDC[entry.chainId]);
      break;
    case 'Moonwell':
      add(MOONWELL_MUSDC[entry.chainId]);
      break;
    case 'Morpho Blue':
      if (entry.marketId) {
        add(entry.marketId);
        add(MORPHO_BLUE[entry.chainId]);
      }
      break;
  }
  return out;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The yields row a receipt or position row earns in, or undefined. A row matches when chain and protocol agree and
 * its pool address is the receipt/vault/pool/market; if the yields list has no address for that pool, a single
 * row with the same chain, protocol and underlying asset is taken (never a guess between two vaults).
 */
export function matchPool<P extends PoolApySource>(entry: BalanceEntry, pools: readonly P[]): P | undefined {
  const protocol = entry.asset.protocol;
  if (entry.asset.type === 'stablecoin' || !protocol) return undefined;
  const underlying = entry.asset.underlyingAsset ?? entry.asset.symbol;
  // The asset must agree too: one Aave pool contract serves every reserve of a chain, so matching the pool address
  // alone gave aDAI and aUSDT the USDC reserve's APY.
  const sameVenue = pools.filter(
    (p) => p.chainId === entry.chainId && same(p.protocol, protocol) && same(p.asset, underlying),
  );
  const addresses = candidatePoolAddresses(entry);
  const byAddress = sameVenue.find((p) => p.poolAddress && addresses.has(p.poolAddress.toLowerCase()));
  if (byAddress) return byAddress;
  const loose = sameVenue.filter((p) => !p.poolAddress);
  return loose.length === 1 ? loose[0] : undefined;
}

/**
 * Live APY (percent) for a receipt or position row (of the pool matchPool finds), or undefined. A pool whose row is
 * past the freshness limit (freshness.ts) has no live APY: its old figure would otherwise reach the position as
 * current, and the optimizer, the agent's reports and the chat would weigh or quote it.
 */
export function matchPoolApy(entry: BalanceEntry, pools: readonly PoolApySource[]): number | undefined {
  const row = matchPool(entry, pools);
  const apy = row?.stale ? undefined : row?.apy;
  return typeof apy === 'number' && Number.isFinite(apy) ? apy : undefined;
}

/** APY the row shows: the yields list's live pool APY, else the one the portfolio source sent, else none. */
export function rowApy(entry: BalanceEntry, pools: readonly PoolApySource[] | undefined): number | undefined {
  const live = pools ? matchPoolApy(entry, pools) : undefined;
  return live ?? entry.apy;
}

/** The APY badge shows only when APY is above 0: a holding that earns nothing needs no '0%' badge. */
export function showsApyBadge(apy: number | undefined): apy is number {
  return typeof apy === 'number' && Number.isFinite(apy) && apy > 0;
}
