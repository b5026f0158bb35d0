import { goalProgress, parseGoalInput } from './goal';

const rows = [
  { valueUSD: 1000, apy: 5 },
  { valueUSD: 1000, apy: undefined },
  { valueUSD: 0, apy: 50 },
];

test('yearly earnings and weighted APY from the live rows', () => {
  const p = goalProgress({ kind: 'earnings', usd: 100 }, rows);
  expect(p.yearlyEarningsUSD).toBe(50);
  expect(p.weightedApy).toBe(2.5);
  expect(p.ratio).toBe(0.5);
  expect(p.reached).toBe(false);
  expect(goalProgress({ kind: 'apy', apy: 2 }, rows)).toMatchObject({
    current: 2.5,
    ratio: 1,
    reached: true,
  });
  expect(goalProgress({ kind: 'apy', apy: 2 }, [])).toMatchObject({ current: 0, ratio: 0 });
});

test('goal input', () => {
  expect(parseGoalInput('apy', '6.5')).toEqual({ ok: true, goal: { kind: 'apy', apy: 6.5 } });
  expect(parseGoalInput('apy', '150')).toEqual({ ok: false, error: 'An APY goal must be at most 100%' });
  expect(parseGoalInput('earnings', '-1')).toEqual({ ok: false, error: 'The goal must be greater than 0' });
  expect(parseGoalInput('earnings', 'abc')).toEqual({ ok: false, error: 'Enter a number, like 500 or 6.5' });
});
