import { describe, expect, it } from 'vitest';
import { gasPayback, growthRead, growthToApy } from './impact';

const POOL = '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5';
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

describe('deposit impact', () => {
  it('turns one day of index growth into a daily-compounded APY', () => {
    // An Aave liquidity index (ray) growing by 5%/365 in a day is 5% APR, 5.1267% daily-compounded.
    const start = 10n ** 27n;
    const end = start + (start * 5n) / 100n / 365n;
    expect(growthToApy(start, end)).toBeCloseTo(5.1267, 3);
    // A Comet total supply of 12.3M USDC (6 decimals) growing by 3%/365.
    const supply = 12_300_000_000_000n;
    expect(growthToApy(supply, supply + (supply * 3n) / 100n / 365n)).toBeCloseTo(3.0453, 3);
  });

  it('gives no APY for reads that cannot be a rate', () => {
    expect(growthToApy(0n, 5n)).toBeNull();
    expect(growthToApy(10n, 9n)).toBeNull();
    expect(growthToApy(10n, 10n)).toBe(0);
  });

  it('knows which read measures each protocol', () => {
    expect(growthRead('aave-v3', POOL, USDC)?.functionName).toBe('getReserveNormalizedIncome');
    expect(growthRead('compound-v3', POOL, USDC)?.functionName).toBe('totalSupply');
    expect(growthRead('moonwell', POOL, USDC)?.functionName).toBe('exchangeRateCurrent');
    expect(growthRead('morpho-vault', POOL, USDC)?.functionName).toBe('convertToAssets');
    expect(growthRead('generic', POOL, USDC)).toBeUndefined();
  });

  it('computes the gas cost and the days of earnings that repay it', () => {
    // 250k gas at 2 gwei with ETH at 3750 = $1.875; 1000 USDC at 5% earns $0.13699/day -> 13.7 days.
    const p = gasPayback({
      gasUnits: 250_000n,
      gasPriceWei: 2_000_000_000n,
      nativePriceUsd: 3750,
      amountUsd: 1000,
      apy: 5,
    });
    expect(p.gasCostUsd).toBeCloseTo(1.875, 6);
    expect(p.days).toBeCloseTo(13.6875, 3);
    expect(
      gasPayback({ gasUnits: 1n, gasPriceWei: 1n, nativePriceUsd: 1, amountUsd: 0, apy: 5 }).days,
    ).toBeNull();
  });
});
