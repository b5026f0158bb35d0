import type { MoveEconomics } from '@fin/shared/schemas/optimizer';
import { days, gasLine, gwei, pct, usd } from './arithmetic-text';

const e = {
  gasUnits: { withdraw: 100_000, approve: 50_000, deposit: 150_000, burn: 120_000, mint: 300_000 },
  sourceGasPriceGwei: 0.0123456,
  destinationGasPriceGwei: 12.5,
} as MoveEconomics;

test('dollars to the cent with a leading minus, rates with two decimals', () => {
  expect(usd(1234.5)).toBe('$1,234.50');
  expect(usd(-0.125)).toBe('-$0.13');
  expect(pct(6.4)).toBe('6.40%');
});

test('break-even in whole days, rounded up; never when the move earns nothing extra', () => {
  expect(days(null)).toBe('never');
  expect(days(0.2)).toBe('under 1 day');
  expect(days(2.1)).toBe('3 days');
});

test('gas prices with four significant digits, from L2 fractions to tens of gwei', () => {
  expect(gwei(0.0123456)).toBe('0.01235 gwei');
  expect(gwei(12.5)).toBe('12.5 gwei');
});

test('the gas line names each transaction: one chain, or source then destination across chains', () => {
  expect(gasLine(e, false)).toBe('withdraw 100,000, approve 50,000 + deposit 150,000 gas units at 12.5 gwei');
  expect(gasLine(e, true)).toBe(
    'withdraw 100,000, approve + burn 120,000 at 0.01235 gwei; mint 300,000, approve 50,000 + deposit 150,000 at 12.5 gwei (gas units)',
  );
  const idle = { ...e, gasUnits: { ...e.gasUnits, withdraw: 0 } };
  expect(gasLine(idle, false)).toMatch(/^no withdraw \(idle money\), approve/);
});
