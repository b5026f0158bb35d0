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
