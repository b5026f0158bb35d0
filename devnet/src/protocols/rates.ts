// Rate parameters in the units each protocol stores, from yearly fractions.
export const SECONDS_PER_YEAR = 31_536_000;

/** Yearly fraction as a ray (1e27), e.g. 0.05 -> 5% per year. */
export function ray(fraction: number): bigint {
  return BigInt(Math.round(fraction * 1e9)) * 10n ** 18n;
}

/** Fraction as a wad (1e18). */
export function wad(fraction: number): bigint {
  return BigInt(Math.round(fraction * 1e9)) * 10n ** 9n;
}

/** Yearly fraction as a per-second wad rate (Compound V3 and Moonwell store per-second rates). */
export function perSecondWad(yearlyFraction: number): bigint {
  return wad(yearlyFraction) / BigInt(SECONDS_PER_YEAR);
}

/** Per-chain spread so the same protocol does not quote one identical APY on all six chains. */
export const CHAIN_RATE_FACTOR: Record<number, number> = {
  1: 1,
  8453: 1.25,
  42161: 1.1,
  43114: 0.9,
  10: 1.15,
  137: 1.3,
};

/**
 * The yearly rate that, accrued linearly between updates as Aave's liquidity index and a Compound V2 market's
 * exchange rate are (and compounded per second as a savings vault's is), earns `apyPercent` over a year: the list
 * shows an APY, the contracts store rates.
 */
export function aprFromApy(apyPercent: number): number {
  return Math.log1p(apyPercent / 100);
}

/** A per-second ray factor (MakerDAO's rpow convention) that compounds to `apyPercent` over a year. */
export function perSecondRayFromApy(apyPercent: number): bigint {
  const perSecond = Math.expm1(aprFromApy(apyPercent) / SECONDS_PER_YEAR);
  return 10n ** 27n + BigInt(Math.round(perSecond * 1e18)) * 10n ** 9n;
}
