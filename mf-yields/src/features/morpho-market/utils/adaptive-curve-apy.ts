// The real Morpho Blue supply APY (AdaptiveCurveIRM, compounded per second) via @morpho-org/blue-sdk, shown
// beside the spec's simple model so the two can be compared.
import type { MorphoMarketParams } from '@fin/shared/domain/chains/contracts';
import type { MorphoMarketState } from '@fin/shared/domain/morpho/market-math';
import { Market, MarketParams } from '@morpho-org/blue-sdk';

/** Supply APY as a fraction at `nowSeconds` (never before the market's last update); undefined if unknown. */
export function adaptiveCurveSupplyApy(
  params: MorphoMarketParams,
  state: MorphoMarketState,
  rateAtTarget: bigint | undefined,
  nowSeconds: bigint,
): number | undefined {
  if (rateAtTarget === undefined || rateAtTarget <= 0n) return undefined;
  const market = new Market({
    params: new MarketParams(params),
    ...state,
    rateAtTarget,
  });
  const at = nowSeconds > state.lastUpdate ? nowSeconds : state.lastUpdate;
  const apy = market.getSupplyApy(at);
  return Number.isFinite(apy) ? apy : undefined;
}
