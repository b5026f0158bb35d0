// One Morpho Blue position, one figure: what a supplier holds includes the interest since the market was last
// touched (Morpho books it only then), so every screen values positions with Morpho's own accrual math
// (@morpho-org/blue-sdk) at the same moment. The portfolio and the market helper both call this; before, the
// helper showed 3,000.00 supplied while the portfolio showed 3,008.91 for the same position.
import { Market, MarketParams } from '@morpho-org/blue-sdk';
import type { MorphoMarketParams } from '../chains/contracts';
import type { MorphoMarketState, MorphoPositionState } from './market-math';

export type AccruedMorphoPosition = {
  /** Loan-token units the supplier could withdraw, interest included. */
  supplied: bigint;
  /** Loan-token units the borrower owes, interest included. */
  borrowed: bigint;
  /** The AdaptiveCurveIRM supply APY at that moment, as a fraction (0.05 = 5%); undefined if not finite. */
  supplyApy: number | undefined;
};

/**
 * Accrues the market to `atSeconds` (never before its last update) and values the position in it.
 * Without a rate at target (a market never accrued), blue-sdk uses the IRM's initial rate.
 */
export function accrueMorphoPosition(
  params: MorphoMarketParams,
  state: MorphoMarketState,
  rateAtTarget: bigint | undefined,
  position: Pick<MorphoPositionState, 'supplyShares' | 'borrowShares'>,
  atSeconds: bigint,
): AccruedMorphoPosition {
  const market = new Market({
    params: new MarketParams(params),
    ...state,
    ...(rateAtTarget && rateAtTarget > 0n ? { rateAtTarget } : {}),
  });
  const at = atSeconds > state.lastUpdate ? atSeconds : state.lastUpdate;
  const accrued = market.accrueInterest(at);
  const apy = market.getSupplyApy(at);
  return {
    supplied: accrued.toSupplyAssets(position.supplyShares),
    borrowed: accrued.toBorrowAssets(position.borrowShares),
    supplyApy: Number.isFinite(apy) ? apy : undefined,
  };
}
