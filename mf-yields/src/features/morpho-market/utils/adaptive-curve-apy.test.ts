import { MORPHO_MARKETS } from '@fin/shared/domain/chains/contracts';
import { specSupplyApy } from '@fin/shared/domain/morpho/market-math';
import { describe, expect, it } from 'vitest';
import { adaptiveCurveSupplyApy } from './adaptive-curve-apy';

const SECONDS_PER_YEAR = 31_536_000;
const WAD = 10n ** 18n;
const params = MORPHO_MARKETS[0]!.params;
// 4% a year at target utilization, per second in WAD (the IRM's initial rateAtTarget).
const rateAtTarget = (4n * WAD) / 100n / BigInt(SECONDS_PER_YEAR);

const state = (supply: bigint, borrow: bigint, fee = 0n) => ({
  totalSupplyAssets: supply,
  totalSupplyShares: supply * 10n ** 6n,
  totalBorrowAssets: borrow,
  totalBorrowShares: borrow * 10n ** 6n,
  lastUpdate: 1_700_000_000n,
  fee,
});

describe('AdaptiveCurveIRM supply APY (blue-sdk)', () => {
  it('at the 90% target pays rateAtTarget × utilization × (1 − fee), compounded per second', () => {
    const apy = adaptiveCurveSupplyApy(
      params,
      state(1_000_000n, 900_000n, WAD / 10n),
      rateAtTarget,
      1_700_000_000n,
    );
    const perSecond = (Number(rateAtTarget) / 1e18) * 0.9 * 0.9;
    expect(apy).toBeCloseTo(Math.expm1(perSecond * SECONDS_PER_YEAR), 6);
  });

  it('runs from a quarter of the target rate at 0% to four times it at 100% (borrow side)', () => {
    const full = adaptiveCurveSupplyApy(params, state(1_000_000n, 1_000_000n), rateAtTarget, 1_700_000_000n)!;
    expect(full).toBeCloseTo(Math.expm1((4 * Number(rateAtTarget) * SECONDS_PER_YEAR) / 1e18), 6);
    expect(adaptiveCurveSupplyApy(params, state(1_000_000n, 0n), rateAtTarget, 1_700_000_000n)).toBe(0);
  });

  it('differs from the spec model, which is why both are shown, labelled', () => {
    const real = adaptiveCurveSupplyApy(params, state(1_000_000n, 500_000n), rateAtTarget, 1_700_000_000n)!;
    expect(real).toBeLessThan(specSupplyApy(0.5, 0n));
  });

  it('gives no figure without a rate at target', () => {
    expect(adaptiveCurveSupplyApy(params, state(1n, 0n), undefined, 0n)).toBeUndefined();
  });
});
