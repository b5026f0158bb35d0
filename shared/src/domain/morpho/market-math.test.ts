import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { MORPHO_MARKETS } from '../chains/contracts';
import { morphoVaultTag } from '../yields/risk';
import { accrueMorphoPosition } from './accrual';
import {
  assertMorphoUser,
  MORPHO_ZERO_ADDRESS_ERROR,
  morphoFeeFraction,
  morphoUtilization,
  specSupplyApy,
  toAssetsDown,
  toAssetsUp,
} from './market-math';
import { MORPHO_FALLBACK_VAULTS, taggedVault } from './vaults-fallback';

const WAD = 10n ** 18n;
/** 4% a year at target utilization, per second in WAD (the IRM's initial rateAtTarget). */
const RATE_AT_TARGET = (4n * WAD) / 100n / 31_536_000n;

describe("the spec's Morpho supply-APY model", () => {
  it('is 0.02 + 0.18·u below 80% utilization', () => {
    expect(specSupplyApy(0, 0n)).toBeCloseTo(0.02, 12);
    expect(specSupplyApy(0.5, 0n)).toBeCloseTo(0.11, 12);
    expect(specSupplyApy(0.79, 0n)).toBeCloseTo(0.1622, 12);
  });

  it('is 0.2 + (u − 0.8)·2 at and above 80%', () => {
    expect(specSupplyApy(0.8, 0n)).toBeCloseTo(0.2, 12);
    expect(specSupplyApy(0.9, 0n)).toBeCloseTo(0.4, 12);
    expect(specSupplyApy(1, 0n)).toBeCloseTo(0.6, 12);
  });

  it('is reduced by the fee share, with the fee scaled by 1e18', () => {
    expect(morphoFeeFraction(WAD / 10n)).toBeCloseTo(0.1, 12);
    expect(specSupplyApy(0.5, WAD / 10n)).toBeCloseTo(0.099, 12);
    expect(specSupplyApy(0.9, (WAD * 25n) / 100n)).toBeCloseTo(0.3, 12);
  });

  it('clamps utilization to 0..1', () => {
    expect(specSupplyApy(-1, 0n)).toBe(specSupplyApy(0, 0n));
    expect(specSupplyApy(3, 0n)).toBe(specSupplyApy(1, 0n));
  });
});

describe('Morpho market maths', () => {
  it('computes utilization, 0 for an empty market', () => {
    expect(morphoUtilization({ totalSupplyAssets: 1_000_000n, totalBorrowAssets: 920_000n })).toBeCloseTo(
      0.92,
      12,
    );
    expect(morphoUtilization({ totalSupplyAssets: 0n, totalBorrowAssets: 0n })).toBe(0);
  });

  it('converts shares with the virtual shares of SharesMathLib (down for supply, up for debt)', () => {
    // 1e6 virtual shares per asset unit at start: 1 USDC (1e6 units) = 1e12 shares.
    expect(toAssetsDown(10n ** 12n, 10n ** 6n, 10n ** 12n)).toBe(1_000_000n);
    expect(toAssetsDown(1n, 100n, 3n * 10n ** 6n)).toBe(0n);
    expect(toAssetsUp(1n, 100n, 3n * 10n ** 6n)).toBe(1n);
    const market = {
      totalSupplyAssets: 2_000_000_000_000n,
      totalSupplyShares: 1_900_000_000_000_000_000n,
      totalBorrowAssets: 1_500_000_000_000n,
      totalBorrowShares: 1_450_000_000_000_000_000n,
      lastUpdate: 0n,
      fee: 0n,
    };
    const position = { supplyShares: 95_000_000_000_000_000n, borrowShares: 14_500_000_000_000_000n };
    // At the market's last update nothing has accrued: plain SharesMathLib conversions.
    const now = accrueMorphoPosition(MORPHO_MARKETS[0]!.params, market, RATE_AT_TARGET, position, 0n);
    expect(now.supplied).toBe(99_999_999_999n);
    expect(now.borrowed).toBe(15_000_000_000n);
    // A day later the interest is in both figures, the supplier's at about the market's supply APY (the
    // adaptive curve lowers its rate over the day, as utilization sits below its 90% target).
    const day = accrueMorphoPosition(MORPHO_MARKETS[0]!.params, market, RATE_AT_TARGET, position, 86_400n);
    expect(day.borrowed).toBeGreaterThan(now.borrowed);
    const dailyGrowth = Number(day.supplied - now.supplied) / Number(now.supplied);
    expect(dailyGrowth / (Math.log1p(now.supplyApy!) / 365)).toBeCloseTo(1, 1);
  });

  it('refuses the zero address as a Morpho user', () => {
    expect(() => assertMorphoUser('0x0000000000000000000000000000000000000000')).toThrow(
      MORPHO_ZERO_ADDRESS_ERROR,
    );
    expect(() => assertMorphoUser(undefined)).toThrow(MORPHO_ZERO_ADDRESS_ERROR);
    expect(() => assertMorphoUser('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).not.toThrow();
  });
});

describe('Morpho vault tags and the built-in list', () => {
  it('tags by the spec rules, in order', () => {
    expect(morphoVaultTag(25, 0.5)).toBe('High Risk');
    expect(morphoVaultTag(25, 5)).toBe('Medium-High');
    expect(morphoVaultTag(16, 9.9)).toBe('Medium-High');
    expect(morphoVaultTag(16, 60)).toBe('Established');
    expect(morphoVaultTag(4, 50.1)).toBe('Established');
    expect(morphoVaultTag(4, 50)).toBe('Growing');
    expect(morphoVaultTag(4, 10.5)).toBe('Growing');
    expect(morphoVaultTag(4, 10)).toBe('New/Low TVL');
  });

  it('holds 10 real Ethereum vaults with checksummed addresses, TVL in millions and Morpho links', () => {
    expect(MORPHO_FALLBACK_VAULTS).toHaveLength(10);
    for (const v of MORPHO_FALLBACK_VAULTS) {
      expect(getAddress(v.address)).toBe(v.address);
      expect(v.link).toBe(`https://app.morpho.org/ethereum/vault/${v.address}`);
    }
    expect(taggedVault(MORPHO_FALLBACK_VAULTS[0]!)).toMatchObject({
      name: 'STEAKUSDC',
      tvl: 166.9,
      tag: 'Established',
    });
    expect(taggedVault(MORPHO_FALLBACK_VAULTS[3]!)).toMatchObject({ tvl: 15.52, tag: 'Growing' });
  });
});
