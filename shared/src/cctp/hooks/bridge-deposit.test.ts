import { expect, test } from 'vitest';
import { shortfallSource } from './bridge-deposit';

const balances = new Map<number, bigint>([
  [8453, 50_000_000n],
  [10, 120_000_000n],
  [42161, 90_000_000n],
]);

test('the shortfall comes from the chain holding the most USDC, never the deposit chain itself', () => {
  expect(shortfallSource(balances, 8453, 40_000_000n)).toEqual({ chainId: 10, balance: 120_000_000n });
  expect(shortfallSource(balances, 10, 40_000_000n)).toEqual({ chainId: 42161, balance: 90_000_000n });
});

test('a chain holding no more than the shortfall cannot cover it; none can, none is offered', () => {
  expect(shortfallSource(balances, 10, 90_000_000n)).toBeNull();
  expect(shortfallSource(balances, 10, 89_999_999n)).toEqual({ chainId: 42161, balance: 90_000_000n });
  expect(shortfallSource(balances, 8453, 200_000_000n)).toBeNull();
});
