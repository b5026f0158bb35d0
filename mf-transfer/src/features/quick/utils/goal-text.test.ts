import { formatUsd } from '@fin/shared/domain/money/format';
import { goalProgress } from '@fin/shared/domain/yields/goal';
import { expect, test } from 'vitest';
import { goalText, progressText } from './goal-text';

const rows = [
  { valueUSD: 1_000, apy: 5 },
  { valueUSD: 1_000, apy: 3 },
];

test('a yearly-earnings goal reads in dollars, with the share of it reached', () => {
  const goal = { kind: 'earnings', usd: 100 } as const;
  expect(goalText(goal)).toBe(`${formatUsd(100)} a year`);
  expect(progressText(goal, goalProgress(goal, rows))).toBe(
    `Your portfolio earns about ${formatUsd(80)} a year (80% of your goal)`,
  );
});

test('an APY goal reads in percent, and says when it is reached', () => {
  const goal = { kind: 'apy', apy: 4 } as const;
  expect(goalText(goal)).toBe('4% APY');
  expect(progressText(goal, goalProgress(goal, rows))).toBe(
    'Your portfolio earns 4.00% APY (100% of your goal) · Goal reached',
  );
});
