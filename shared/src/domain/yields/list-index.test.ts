import { describe, expect, it } from 'vitest';
import { bestApyRowId } from './list-badges';
import { DEFAULT_FILTERS, filterYields, type ListedYield, type YieldsFilters } from './list-filters';
import { bestApyId, buildYieldsIndex, listYields } from './list-index';
import { SORT_KEYS, sortYields } from './list-sort';

// A seeded mix of every case the filters care about: unknown, NaN, infinite and negative APYs, unknown TVLs.
let seed = 42;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
const rows: ListedYield[] = Array.from({ length: 3000 }, (_, i) => ({
  id: `pool-${i}`,
  apy: pick([null, Number.NaN, Number.POSITIVE_INFINITY, -1, 0, 2.5, rand() * 40, rand() * 12]),
  tvl: pick([null, 0, rand() * 2e9, rand() * 5e7, 1e8]),
  riskLevel: pick(['low', 'medium', 'high'] as const),
  riskScore: Math.round(rand() * 100) / 10,
  stabilityScore: Math.round(rand() * 100),
  chain: pick(['Ethereum', 'Base', 'Arbitrum', 'Polygon']),
  type: pick(['lending', 'vault', 'savings']),
  asset: pick(['USDC', 'USDT', 'DAI', 'USDe']),
  // Stale rows (freshness.ts) list after every current row and never earn BEST APY, in both implementations.
  ...(rand() < 0.2 ? { stale: true } : {}),
}));

const filterSets: Partial<YieldsFilters>[] = [
  {},
  { minApy: 5 },
  { minApy: 12.5, maxApy: 20 },
  { minTvl: 100_000_000 },
  { riskLevels: ['low', 'high'], chains: ['Base'] },
  { protocolTypes: ['vault'], assets: ['USDC', 'DAI', 'not-present'] },
  { minApy: 30, minTvl: 10_000_000, chains: ['Ethereum', 'Polygon'], riskLevels: ['medium'] },
];

describe('columnar yields index', () => {
  const index = buildYieldsIndex(rows);

  it('lists exactly what filterYields(sortYields(...)) lists, for every sort key and filter set', () => {
    for (const key of SORT_KEYS) {
      for (const f of filterSets) {
        const filters = { ...DEFAULT_FILTERS, ...f };
        expect(listYields(index, key, filters).map((r) => r.id)).toEqual(
          filterYields(sortYields(rows, key), filters).map((r) => r.id),
        );
      }
    }
  });

  it('finds the BEST APY row that bestApyRowId finds on the APY-sorted rows', () => {
    for (const f of filterSets) {
      const filters = { ...DEFAULT_FILTERS, ...f };
      expect(bestApyId(index, filters)).toBe(bestApyRowId(filterYields(sortYields(rows, 'apy'), filters)));
    }
  });

  it('caches each order on the index', () => {
    const fresh = buildYieldsIndex(rows);
    listYields(fresh, 'tvl', DEFAULT_FILTERS);
    const first = fresh.orders.get('tvl');
    listYields(fresh, 'tvl', { ...DEFAULT_FILTERS, minApy: 3 });
    expect(fresh.orders.get('tvl')).toBe(first);
  });
});
