import { describe, expect, it } from 'vitest';
import {
  aaveRate,
  adaptiveCurveBorrowRate,
  aprToApy,
  dsrRate,
  MORPHO_INITIAL_RATE_AT_TARGET,
  morphoRateToApyPercent,
  morphoSharesToAssets,
  morphoSupplyRatePerSecond,
  perSecondRate,
  SECONDS_PER_YEAR,
  utilization,
  weightedRate,
} from './rates';

const RAY = 10n ** 27n;
const WAD = 10n ** 18n;

describe('protocol rates', () => {
  it('reads an Aave liquidity rate (ray/year) as APR and per-second compounded APY', () => {
    const r = aaveRate((RAY * 5n) / 100n); // 5% APR
    expect(r.apr).toBe(5);
    expect(r.apy).toBeCloseTo(5.127, 3); // e^0.05 − 1
  });

  it('reads a Compound/Moonwell per-second rate', () => {
    const perSecond = (WAD * 4n) / 100n / BigInt(SECONDS_PER_YEAR); // 4% a year
    const r = perSecondRate(perSecond);
    expect(r.apr).toBeCloseTo(4, 5);
    expect(r.apy).toBeCloseTo(4.0811, 3);
  });

  it('compounds an APR per second', () => {
    expect(aprToApy(0)).toBe(0);
    expect(aprToApy(0.1)).toBeCloseTo(Math.expm1(0.1), 6);
  });

  it('computes utilization and guards empty pools', () => {
    expect(utilization(0n, 0n)).toBe(0);
    expect(utilization(90n, 100n)).toBe(0.9);
    expect(utilization(200n, 100n)).toBe(1);
  });

  it('converts Morpho supply shares with virtual shares and assets', () => {
    // First supplier: 1e6 virtual shares per asset unit.
    expect(morphoSharesToAssets(1_000_000_000_000n, 1_000_000n, 1_000_000_000_000n)).toBe(1_000_000n);
    expect(morphoSharesToAssets(999_999_999_999n, 1_000_000n, 1_000_000_000_000n)).toBe(999_999n);
  });

  it('gives the adaptive curve 1/4 at 0% utilization, 1 at target and 4 at 100%', () => {
    const rat = MORPHO_INITIAL_RATE_AT_TARGET;
    const perYear = (u: number) => adaptiveCurveBorrowRate(rat, u) * SECONDS_PER_YEAR;
    expect(perYear(0)).toBeCloseTo(0.01, 6);
    expect(perYear(0.9)).toBeCloseTo(0.04, 6);
    expect(perYear(1)).toBeCloseTo(0.16, 6);
  });

  it('derives a Morpho supply APY from the borrow rate, utilization and fee', () => {
    const market = {
      totalSupplyAssets: 100n,
      totalSupplyShares: 100n,
      totalBorrowAssets: 90n,
      totalBorrowShares: 90n,
      lastUpdate: 0n,
      fee: WAD / 10n,
    };
    const borrowPerSecond = (WAD * 4n) / 100n / BigInt(SECONDS_PER_YEAR);
    const supply = morphoSupplyRatePerSecond(borrowPerSecond, market);
    expect(supply * SECONDS_PER_YEAR).toBeCloseTo(0.04 * 0.9 * 0.9, 6);
    expect(morphoRateToApyPercent(supply)).toBeCloseTo(Math.expm1(0.0324) * 100, 4);
  });

  it('weights a vault rate by what it supplies to each market', () => {
    expect(
      weightedRate(
        [
          { rate: 0.02, assets: 50n },
          { rate: 0.04, assets: 25n },
        ],
        100n,
      ),
    ).toBeCloseTo(0.02, 10);
    expect(weightedRate([], 0n)).toBe(0);
  });

  it('turns the DSR factor into APY like DefiLlama sky-lending', () => {
    const dsr = 1_000_000_001_547_125_957_863_212_448n; // ≈ 5% a year
    const r = dsrRate(dsr);
    expect(r.apy).toBeCloseTo(5, 2);
    expect(dsrRate(RAY).apy).toBe(0);
  });
});
