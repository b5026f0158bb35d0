// Morpho Blue market maths Fin shows in the market helper: utilization, share conversions and Fin's supply-APY model.
// That model is a simple two-slope curve; the real AdaptiveCurveIRM figure is computed beside it in the
// remote with @morpho-org/blue-sdk, and the two are labelled so nobody mistakes one for the other.
import type { Address } from 'viem';
import { zeroAddress } from '../chains/evm';

/** Market state as Morpho.market(id) returns it (uint128s; fee scaled by 1e18). */
export type MorphoMarketState = {
  totalSupplyAssets: bigint;
  totalSupplyShares: bigint;
  totalBorrowAssets: bigint;
  totalBorrowShares: bigint;
  lastUpdate: bigint;
  fee: bigint;
};

/** Morpho.position(id, user). */
export type MorphoPositionState = { supplyShares: bigint; borrowShares: bigint; collateral: bigint };

/** Morpho stores a market's fee as a WAD: the fraction scaled by 1e18. */
export const MORPHO_FEE_SCALE = 1e18;
export const MORPHO_ZERO_ADDRESS_ERROR = 'Morpho user address must be a non-zero address';

/** Fee as a fraction (0.1 = 10%). */
export function morphoFeeFraction(fee: bigint): number {
  return Number(fee) / MORPHO_FEE_SCALE;
}

/** Borrowed / supplied, 0 for an empty market. */
export function morphoUtilization(
  market: Pick<MorphoMarketState, 'totalSupplyAssets' | 'totalBorrowAssets'>,
): number {
  if (market.totalSupplyAssets <= 0n) return 0;
  return Number((market.totalBorrowAssets * 10n ** 18n) / market.totalSupplyAssets) / 1e18;
}

/**
 * Fin's reference supply-APY model, as a fraction: rate = 0.02 + 0.18·u below 80% utilization, 0.2 + (u − 0.8)·2
 * at or above it, then reduced by the fee share: rate · (1 − fee/1e18).
 */
export function specSupplyApy(utilization: number, fee: bigint): number {
  const u = Math.min(Math.max(utilization, 0), 1);
  const rate = u < 0.8 ? 0.02 + 0.18 * u : 0.2 + (u - 0.8) * 2;
  return rate * (1 - morphoFeeFraction(fee));
}

// SharesMathLib: virtual shares and assets protect against share-price manipulation of empty markets.
const VIRTUAL_SHARES = 10n ** 6n;
const VIRTUAL_ASSETS = 1n;

/** Shares to assets, rounding down (what a supplier can withdraw). */
export function toAssetsDown(shares: bigint, totalAssets: bigint, totalShares: bigint): bigint {
  return (shares * (totalAssets + VIRTUAL_ASSETS)) / (totalShares + VIRTUAL_SHARES);
}

/** Shares to assets, rounding up (what a borrower owes). */
export function toAssetsUp(shares: bigint, totalAssets: bigint, totalShares: bigint): bigint {
  const d = totalShares + VIRTUAL_SHARES;
  return (shares * (totalAssets + VIRTUAL_ASSETS) + d - 1n) / d;
}

/** Throws for the zero address: no user holds a position there, so reading one means the address is missing. */
export function assertMorphoUser(user: string | undefined): asserts user is Address {
  if (!user || user.toLowerCase() === zeroAddress) throw new Error(MORPHO_ZERO_ADDRESS_ERROR);
}
