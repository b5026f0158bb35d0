import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filterChoices,
  filterYields,
  hiddenAboveMaxApy,
  type ListedYield,
  type YieldsFilters,
} from './list-filters';

const row = (id: string, over: Partial<ListedYield> = {}): ListedYield => ({
  id,
  apy: 5,
  tvl: 50_000_000,
  riskLevel: 'low',
  riskScore: 2,
  stabilityScore: 80,
  chain: 'Ethereum',
  type: 'lending',
  asset: 'USDC',
  ...over,
});

const rows: ListedYield[] = [
  row('aave-eth', { apy: 3.2, tvl: 1_300_000_000 }),
  row('morpho-base', { apy: 12.5, tvl: 15_000_000, chain: 'Base', type: 'vault', riskLevel: 'medium' }),
  row('unknown-apy', { apy: null, tvl: 200_000_000, asset: 'DAI', type: 'savings' }),
  row('nan-apy', { apy: Number.NaN, tvl: 9_000_000, chain: 'Arbitrum' }),
  row('spiky', { apy: 45, tvl: 2_000_000, chain: 'Base', riskLevel: 'high', asset: 'USDT' }),
  row('no-tvl', { apy: 7, tvl: null, chain: 'Polygon' }),
];

const ids = (f: Partial<YieldsFilters>) => filterYields(rows, { ...DEFAULT_FILTERS, ...f }).map((r) => r.id);

describe('yields filters', () => {
  it('lets every row through with the defaults', () => {
    expect(ids({})).toHaveLength(rows.length);
  });

  it('never excludes a null or NaN APY with the APY bounds', () => {
    expect(ids({ minApy: 10 })).toEqual(['morpho-base', 'unknown-apy', 'nan-apy', 'spiky']);
    expect(ids({ minApy: 30, maxApy: 40 })).toEqual(['unknown-apy', 'nan-apy']);
  });

  it('applies the maximum APY (default 100) inclusively', () => {
    expect(ids({ maxApy: 12.5 })).not.toContain('spiky');
    expect(ids({ maxApy: 12.5 })).toContain('morpho-base');
    expect(ids({ minApy: 12.5 })).toContain('morpho-base');
  });

  it('keeps only pools with at least the minimum TVL; an unknown TVL fails a minimum above 0', () => {
    expect(ids({ minTvl: 10_000_000 })).toEqual(['aave-eth', 'morpho-base', 'unknown-apy']);
    expect(ids({ minTvl: 1_000_000_000 })).toEqual(['aave-eth']);
    expect(ids({ minTvl: 0 })).toContain('no-tvl');
  });

  it('filters by risk levels, chains, protocol types and assets (any of the chosen values)', () => {
    expect(ids({ riskLevels: ['medium', 'high'] })).toEqual(['morpho-base', 'spiky']);
    expect(ids({ chains: ['Base'] })).toEqual(['morpho-base', 'spiky']);
    expect(ids({ protocolTypes: ['vault', 'savings'] })).toEqual(['morpho-base', 'unknown-apy']);
    expect(ids({ assets: ['USDT', 'DAI'] })).toEqual(['unknown-apy', 'spiky']);
  });

  it('combines filters with AND', () => {
    expect(ids({ chains: ['Base'], riskLevels: ['high'], minApy: 20 })).toEqual(['spiky']);
    expect(ids({ chains: ['Base'], assets: ['DAI'] })).toEqual([]);
  });

  it('lists the chains, types and assets present, sorted', () => {
    expect(filterChoices(rows)).toEqual({
      chains: ['Arbitrum', 'Base', 'Ethereum', 'Polygon'],
      protocolTypes: ['lending', 'savings', 'vault'],
      assets: ['DAI', 'USDC', 'USDT'],
    });
  });

  it('counts the filters that differ from the defaults', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, minApy: 5, chains: ['Base', 'Ethereum'] })).toBe(2);
  });
});

describe('rows hidden by the maximum APY', () => {
  const row = (id: string, apy: number | null, chain = 'Base') =>
    ({
      id,
      apy,
      tvl: 1e6,
      riskLevel: 'low',
      riskScore: 1,
      stabilityScore: 50,
      chain,
      type: 'lending',
      asset: 'USDC',
    }) as const;

  it('counts only the rows every other filter lets through', () => {
    const rows = [row('a', 150), row('b', 250, 'Ethereum'), row('c', 5), row('d', null)];
    expect(hiddenAboveMaxApy(rows, DEFAULT_FILTERS)).toBe(2);
    expect(hiddenAboveMaxApy(rows, { ...DEFAULT_FILTERS, chains: ['Base'] })).toBe(1);
    expect(hiddenAboveMaxApy(rows, { ...DEFAULT_FILTERS, maxApy: 1_000_000 })).toBe(0);
  });
});

describe("'Depositable with Fin'", () => {
  const spark = row('spark', {
    protocolSlug: 'spark-savings',
    protocol: 'Spark Savings',
    chainId: 1,
    poolAddress: '0x28B3a8fb53B741A8Fd78c0fb9A6B2393d896a43d',
  });
  const sparkNoContract = row('spark-usdt-avax', {
    protocolSlug: 'spark-savings',
    protocol: 'Spark Savings',
    chainId: 43114,
    chain: 'Avalanche',
    asset: 'USDT',
    poolAddress: null,
  });
  const ajna = row('ajna', {
    protocolSlug: 'ajna-v2',
    protocol: 'Ajna',
    chainId: 1,
    poolAddress: '0x28B3a8fb53B741A8Fd78c0fb9A6B2393d896a43d',
  });
  const polygonComet = row('comet-polygon', {
    protocolSlug: 'compound-v3',
    protocol: 'Compound V3',
    chainId: 137,
    chain: 'Polygon',
    poolAddress: '0xF25212E676D1F7F89Cd72fFEe66158f541246445',
  });

  it('keeps only rows with a known contract of an integrated shape and a token Fin holds', () => {
    const filters = { ...DEFAULT_FILTERS, depositable: true };
    expect(filterYields([spark, sparkNoContract, ajna, polygonComet], filters).map((r) => r.id)).toEqual([
      'spark',
    ]);
    expect(activeFilterCount(filters)).toBe(1);
  });
});
