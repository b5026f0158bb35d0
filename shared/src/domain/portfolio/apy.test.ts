import { describe, expect, it } from 'vitest';
import { testEntry, testMorphoPosition } from '../../../testing/portfolio-test-entries';
import { AAVE_V3_POOL, METAMORPHO_VAULTS } from '../chains/contracts';
import { matchPoolApy, type PoolApySource, rowApy, showsApyBadge } from './apy';

const pool = (p: Partial<PoolApySource>): PoolApySource => ({
  protocol: 'Aave V3',
  chainId: 8453,
  asset: 'USDC',
  poolAddress: null,
  apy: 4,
  ...p,
});

describe('matchPoolApy', () => {
  it('matches an aToken to its chain’s Aave pool by address', () => {
    const pools = [
      pool({ chainId: 1, poolAddress: AAVE_V3_POOL[1] ?? null, apy: 3.1 }),
      pool({ poolAddress: AAVE_V3_POOL[8453] ?? null, apy: 4.2 }),
    ];
    expect(matchPoolApy(testEntry('aUSDC', 8453, '10'), pools)).toBe(4.2);
    expect(matchPoolApy(testEntry('aUSDC', 1, '10'), pools)).toBe(3.1);
  });

  it('gives aDAI and aUSDT their own reserve’s APY, though one Aave pool contract serves all three', () => {
    const polygonPool = AAVE_V3_POOL[137] ?? null;
    const pools = [
      pool({ chainId: 137, asset: 'USDC', poolAddress: polygonPool, apy: 4.13 }),
      pool({ chainId: 137, asset: 'DAI', poolAddress: polygonPool, apy: 3.81 }),
      pool({ chainId: 137, asset: 'USDT', poolAddress: polygonPool, apy: 3.95 }),
    ];
    expect(matchPoolApy(testEntry('aUSDC', 137, '10'), pools)).toBe(4.13);
    expect(matchPoolApy(testEntry('aDAI', 137, '10'), pools)).toBe(3.81);
    expect(matchPoolApy(testEntry('aUSDT', 137, '10'), pools)).toBe(3.95);
  });

  it('tells two Morpho vaults on one chain apart by vault address', () => {
    const pools = [
      pool({ protocol: 'Morpho Blue', poolAddress: METAMORPHO_VAULTS.stUSDC.addresses[8453], apy: 5 }),
      pool({ protocol: 'Morpho Blue', poolAddress: METAMORPHO_VAULTS.mwfUSDC.addresses[8453], apy: 6 }),
    ];
    expect(matchPoolApy(testEntry('stUSDC', 8453, '1'), pools)).toBe(5);
    expect(matchPoolApy(testEntry('mwfUSDC', 8453, '1'), pools)).toBe(6);
  });

  it('matches a Morpho Blue position by market id', () => {
    const market = '0x8793cf302b8ffd655ab97bd1c695dbd967807e8367a65cb2f4edaf1380ba1bda';
    const pools = [pool({ protocol: 'Morpho Blue', poolAddress: market, apy: 7.5 })];
    expect(matchPoolApy(testMorphoPosition(8453, '1', market, 'WETH'), pools)).toBe(7.5);
  });

  it('without an address takes a single same chain/protocol/asset row, never one of several', () => {
    expect(matchPoolApy(testEntry('cUSDC', 8453, '1'), [pool({ protocol: 'Compound V3', apy: 2 })])).toBe(2);
    const two = [pool({ protocol: 'Morpho Blue', apy: 5 }), pool({ protocol: 'Morpho Blue', apy: 6 })];
    expect(matchPoolApy(testEntry('stUSDC', 8453, '1'), two)).toBeUndefined();
  });

  it('gives no APY from a row past the freshness limit (its figure is not current)', () => {
    const aavePool = AAVE_V3_POOL[8453] ?? null;
    const stale = [pool({ poolAddress: aavePool, apy: 9, stale: true })];
    expect(matchPoolApy(testEntry('aUSDC', 8453, '10'), stale)).toBeUndefined();
    expect(rowApy(testEntry('aUSDC', 8453, '10', { apy: 1.5 }), stale)).toBe(1.5);
    expect(matchPoolApy(testEntry('aUSDC', 8453, '10'), [pool({ poolAddress: aavePool, apy: 4.2 })])).toBe(
      4.2,
    );
  });

  it('never gives plain stablecoins an APY and ignores other chains', () => {
    expect(matchPoolApy(testEntry('USDC', 8453, '1'), [pool({})])).toBeUndefined();
    expect(
      matchPoolApy(testEntry('aUSDC', 137, '1'), [pool({ poolAddress: AAVE_V3_POOL[8453] ?? null })]),
    ).toBeUndefined();
  });
});

describe('rowApy / showsApyBadge', () => {
  it('prefers the live yields APY, then the portfolio source’s', () => {
    const entry = testEntry('aUSDC', 8453, '1', { apy: 1.5 });
    expect(rowApy(entry, [pool({ poolAddress: AAVE_V3_POOL[8453] ?? null, apy: 4.2 })])).toBe(4.2);
    expect(rowApy(entry, [])).toBe(1.5);
    expect(rowApy(entry, undefined)).toBe(1.5);
  });

  it('shows the badge only above 0', () => {
    expect(showsApyBadge(0)).toBe(false);
    expect(showsApyBadge(undefined)).toBe(false);
    expect(showsApyBadge(Number.NaN)).toBe(false);
    expect(showsApyBadge(0.01)).toBe(true);
  });
});
