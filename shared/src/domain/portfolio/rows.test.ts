import { describe, expect, it } from 'vitest';
import { testEntry, testMorphoPosition } from '../../../testing/portfolio-test-entries';
import {
  ALL_ASSETS,
  ALL_CHAINS,
  allocationByChain,
  allocationByProtocol,
  assetFilterOptions,
  balanceEntryKey,
  chainFilterOptions,
  filterBalanceEntries,
  isZeroBalance,
  reconcileFilters,
  sortBalanceEntries,
  summarizePortfolio,
  WALLET_ALLOCATION_LABEL,
} from './rows';

const MARKET = '0x8793cf302b8ffd655ab97bd1c695dbd967807e8367a65cb2f4edaf1380ba1bda';

describe('sortBalanceEntries', () => {
  it('orders by USD value descending, then chain name', () => {
    const rows = sortBalanceEntries([
      testEntry('USDC', 137, '10'),
      testEntry('USDC', 8453, '10'),
      testEntry('DAI', 1, '2.5'),
      testEntry('aUSDC', 42161, '500'),
      testEntry('USDT', 43114, '10'),
    ]);
    expect(rows.map((r) => `${r.asset.symbol}@${r.chainName}`)).toEqual([
      'aUSDC@Arbitrum',
      'USDT@Avalanche',
      'USDC@Base',
      'USDC@Polygon',
      'DAI@Ethereum',
    ]);
  });

  it('does not change the input array', () => {
    const input = [testEntry('USDC', 137, '1'), testEntry('USDC', 1, '2')];
    sortBalanceEntries(input);
    expect(input[0]?.chainId).toBe(137);
  });
});

describe('filters', () => {
  const entries = [
    testEntry('USDC', 137, '1'),
    testEntry('aUSDC', 8453, '2'),
    testEntry('USDC', 1, '3'),
    testEntry('PYUSD', 1, '4'),
  ];

  it('offer All Chains plus the chains present in spec order, All Assets plus the symbols present', () => {
    expect(chainFilterOptions(entries).map((o) => o.label)).toEqual([
      'All Chains',
      'Ethereum',
      'Base',
      'Polygon',
    ]);
    expect(assetFilterOptions(entries).map((o) => o.label)).toEqual(['All Assets', 'USDC', 'PYUSD', 'aUSDC']);
  });

  it('filter by chain, by asset, and by both', () => {
    expect(filterBalanceEntries(entries, { chain: 1, asset: ALL_ASSETS })).toHaveLength(2);
    expect(filterBalanceEntries(entries, { chain: ALL_CHAINS, asset: 'USDC' })).toHaveLength(2);
    expect(filterBalanceEntries(entries, { chain: 8453, asset: 'USDC' })).toHaveLength(0);
    expect(filterBalanceEntries(entries, { chain: ALL_CHAINS, asset: ALL_ASSETS })).toHaveLength(4);
  });

  it('drop a filter value that is no longer present after a refresh', () => {
    expect(reconcileFilters(entries, { chain: 42161, asset: 'USDC' })).toEqual({
      chain: ALL_CHAINS,
      asset: 'USDC',
    });
    const kept = { chain: 1, asset: 'PYUSD' };
    expect(reconcileFilters(entries, kept)).toBe(kept);
  });
});

describe('summarizePortfolio', () => {
  it('counts rows, chains and receipt/position rows holding something', () => {
    const s = summarizePortfolio([
      testEntry('USDC', 1, '100.25'),
      testEntry('aUSDC', 8453, '50'),
      testEntry('cUSDC', 8453, '0'),
      testMorphoPosition(1, '25.5', MARKET, 'WETH'),
    ]);
    expect(s).toEqual({ totalValueUSD: 175.75, assetCount: 4, chainCount: 2, positionCount: 2 });
  });
});

describe('isZeroBalance', () => {
  it('treats a Morpho position with collateral but no supply as not empty', () => {
    expect(isZeroBalance(testEntry('USDC', 1, '0'))).toBe(true);
    expect(isZeroBalance(testEntry('USDC', 1, '0.000001'))).toBe(false);
    const withCollateral = testMorphoPosition(1, '0', MARKET, 'WETH', {
      position: { supplied: '0', borrowed: '0', collateral: '1.5', lltv: 0.86 },
    });
    expect(isZeroBalance(withCollateral)).toBe(false);
  });
});

describe('balanceEntryKey', () => {
  it('is unique per chain, token and Morpho market', () => {
    const keys = [
      testEntry('USDC', 1, '1'),
      testEntry('USDC', 8453, '1'),
      testMorphoPosition(1, '1', MARKET, 'WETH'),
      testMorphoPosition(1, '1', `${MARKET.slice(0, -1)}0`, 'WBTC'),
    ].map(balanceEntryKey);
    expect(new Set(keys).size).toBe(4);
  });
});

describe('allocation', () => {
  const entries = [
    testEntry('USDC', 1, '300'),
    testEntry('aUSDC', 1, '100'),
    testEntry('aUSDC', 8453, '100'),
    testEntry('USDC', 137, '0'),
  ];

  it('by chain: value and share per chain, largest first, empty chains left out', () => {
    expect(allocationByChain(entries)).toEqual([
      { key: '1', label: 'Ethereum', valueUSD: 400, share: 0.8 },
      { key: '8453', label: 'Base', valueUSD: 100, share: 0.2 },
    ]);
  });

  it('by protocol: plain stablecoins count as the wallet', () => {
    expect(allocationByProtocol(entries).map((s) => [s.label, s.share])).toEqual([
      [WALLET_ALLOCATION_LABEL, 0.6],
      ['Aave V3', 0.4],
    ]);
  });
});
