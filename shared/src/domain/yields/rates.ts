// Interest-rate math of the protocols Fin reads on chain, turning contract state into APR/APY percentages.
// Each protocol states its rate differently:
// - Aave V3: currentLiquidityRate is a simple yearly rate in ray (1e27); DefiLlama shows it as the APR.
// - Compound V3 and Moonwell: per-second rates scaled by 1e18.
// - Morpho Blue: borrow rate per second in WAD from the IRM; supply = borrow × utilization × (1 − fee);
//   APY = expm1(rate × seconds per year), as Morpho's SDK computes it.
// - sDAI: the DSR is a per-second compounding factor in ray.
// APY here always means compounded per second, so on-chain pools compare fairly with each other.
import type { MorphoMarketState } from '../morpho/market-math';

export const SECONDS_PER_YEAR = 31_536_000;
const RAY = 10n ** 27n;
const WAD = 10n ** 18n;

/** bigint ratio → float without losing the fraction to integer division. */
export function ratio(numerator: bigint, denominator: bigint): number {
  if (denominator === 0n) return 0;
  const scaled = (numerator * 10n ** 18n) / denominator;
  return Number(scaled) / 1e18;
}

/** Yearly simple rate (fraction) compounded every second, as a fraction. */
export function aprToApy(apr: number): number {
  return Math.expm1(SECONDS_PER_YEAR * Math.log1p(apr / SECONDS_PER_YEAR));
}

export type RatePair = { apr: number; apy: number };

const pct = (fraction: number) => Math.round(fraction * 100 * 1e6) / 1e6;

/** Both in percent: APR as the protocol states it, APY compounded per second. */
function pair(aprFraction: number): RatePair {
  return { apr: pct(aprFraction), apy: pct(aprToApy(aprFraction)) };
}

/** Aave V3 liquidity or variable borrow rate (ray, per year, simple). */
export function aaveRate(rayPerYear: bigint): RatePair {
  return pair(ratio(rayPerYear, RAY));
}

/** Compound V3 / Moonwell per-second rate scaled by 1e18. */
export function perSecondRate(ratePerSecondWad: bigint): RatePair {
  return pair(ratio(ratePerSecondWad, WAD) * SECONDS_PER_YEAR);
}

/** Utilization (0..1) from amounts borrowed and supplied. */
export function utilization(borrowed: bigint, supplied: bigint): number {
  if (supplied <= 0n || borrowed <= 0n) return 0;
  return Math.min(1, ratio(borrowed, supplied));
}

// One definition of Morpho's market state and share maths, shared with the market helper.
export type { MorphoMarketState } from '../morpho/market-math';
/** Morpho's SharesMathLib (virtual shares 1e6, virtual assets 1), rounding down: what a supplier can withdraw. */
export { toAssetsDown as morphoSharesToAssets } from '../morpho/market-math';

/** Supply rate per second (fraction) of a Morpho Blue market given its borrow rate per second in WAD. */
export function morphoSupplyRatePerSecond(borrowRateWad: bigint, market: MorphoMarketState): number {
  const u = utilization(market.totalBorrowAssets, market.totalSupplyAssets);
  return ratio(borrowRateWad, WAD) * u * (1 - ratio(market.fee, WAD));
}

/** expm1(rate × seconds per year), in percent. */
export function morphoRateToApyPercent(ratePerSecond: number): number {
  return pct(Math.expm1(ratePerSecond * SECONDS_PER_YEAR));
}

/** AdaptiveCurveIRM's starting rate at target, 4% a year per second in WAD, used until a market's first accrual. */
export const MORPHO_INITIAL_RATE_AT_TARGET = 40_000_000_000_000_000n / BigInt(SECONDS_PER_YEAR);

/**
 * The AdaptiveCurveIRM borrow rate at a given rateAtTarget (per second, WAD) and utilization, without the
 * adaptation since the market's last update: rateAtTarget × curve(err), curve from 1/4 (U = 0) to 4 (U = 1)
 * around the 90% target.
 */
export function adaptiveCurveBorrowRate(rateAtTargetWad: bigint, u: number): number {
  const target = 0.9;
  const err = (u - target) / (u > target ? 1 - target : target);
  const steepness = 4;
  const coeff = err < 0 ? 1 - 1 / steepness : steepness - 1;
  return ratio(rateAtTargetWad, WAD) * (coeff * err + 1);
}

/** Vault rate: the supply rates of its markets weighted by what it supplies to each (idle assets earn 0). */
export function weightedRate(
  parts: readonly { rate: number; assets: bigint }[],
  totalAssets: bigint,
): number {
  if (totalAssets <= 0n) return 0;
  return parts.reduce((sum, p) => sum + p.rate * ratio(p.assets, totalAssets), 0);
}

/** sDAI: DSR per-second factor in ray → APY (compounded) and the equivalent simple APR, in percent. */
export function dsrRate(dsrRay: bigint): RatePair {
  const perSecond = ratio(dsrRay - RAY, RAY);
  return {
    apr: pct(perSecond * SECONDS_PER_YEAR),
    apy: pct(Math.expm1(SECONDS_PER_YEAR * Math.log1p(perSecond))),
  };
}
