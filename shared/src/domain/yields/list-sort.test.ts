import { describe, expect, it } from 'vitest';
import type { ListedYield } from './list-filters';
import { compareYields, isSortKey, sortYields } from './list-sort';

const row = (id: string, over: Partial<ListedYield>): ListedYield => ({
  id,
  apy: 5,
  tvl: 1_000_000,
  riskLevel: 'low',
  riskScore: 2,
  stabilityScore: 50,
  chain: 'Ethereum',
  type: 'lending',
  asset: 'USDC',
  ...over,
});

const rows: ListedYield[] = [
  row('a', { apy: 4, tvl: 900e6, riskScore: 1.5, stabilityScore: 92 }),
  row('b', { apy: 11, tvl: 20e6, riskScore: 5.1, stabilityScore: 40 }),
  row('c', { apy: null, tvl: 2e9, riskScore: 1.5, stabilityScore: 95 }),
  row('d', { apy: 25, tvl: null, riskScore: 8, stabilityScore: 10 }),
  row('e', { apy: Number.NaN, tvl: 5e6, riskScore: 3, stabilityScore: 60 }),
  row('f', { apy: 11, tvl: 80e6, riskScore: 1.5, stabilityScore: 92 }),
];

const order = (key: Parameters<typeof sortYields>[1]) => sortYields(rows, key).map((r) => r.id);

describe('yields sort keys', () => {
  it('apy (default): highest first, equal APY by TVL, unknown APY last', () => {
    expect(order('apy')).toEqual(['d', 'f', 'b', 'a', 'c', 'e']);
  });

  it('tvl: highest first, unknown TVL last', () => {
    expect(order('tvl')).toEqual(['c', 'a', 'f', 'b', 'e', 'd']);
  });

  it('risk: lowest risk score first, ties by APY', () => {
    expect(order('risk')).toEqual(['f', 'a', 'c', 'e', 'b', 'd']);
  });

  it('stability: most stable first, ties by APY', () => {
    expect(order('stability')).toEqual(['c', 'f', 'a', 'e', 'b', 'd']);
  });

  it('leaves the input untouched and gives the same order for shuffled input', () => {
    const before = rows.map((r) => r.id);
    const shuffled = [...rows].reverse();
    expect(sortYields(shuffled, 'risk').map((r) => r.id)).toEqual(order('risk'));
    expect(rows.map((r) => r.id)).toEqual(before);
  });

  it('recognises only the four keys', () => {
    expect(['apy', 'tvl', 'risk', 'stability'].every(isSortKey)).toBe(true);
    expect(isSortKey('name')).toBe(false);
    expect(isSortKey(undefined)).toBe(false);
  });
});

describe('fast sort matches the comparator', () => {
  it('gives the order compareYields defines, for every key, on a shuffled list with ties and unknowns', () => {
    const many: ListedYield[] = Array.from({ length: 500 }, (_, i) =>
      row(`id-${(i * 7919) % 500}`, {
        apy: i % 13 === 0 ? null : i % 17 === 0 ? Number.NaN : (i * 37) % 23,
        tvl: i % 11 === 0 ? null : ((i * 53) % 19) * 1e6,
        riskScore: (i * 29) % 10,
        stabilityScore: (i * 31) % 7,
      }),
    );
    for (const key of ['apy', 'tvl', 'risk', 'stability'] as const) {
      expect(sortYields(many, key).map((r) => r.id)).toEqual(
        [...many].sort(compareYields(key)).map((r) => r.id),
      );
    }
  });
});
