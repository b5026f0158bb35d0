// What the goal card says of a goal and of the portfolio's progress towards it.
import { formatUsd } from '@fin/shared/domain/money/format';
import type { GoalProgress, YieldGoal } from '@fin/shared/domain/yields/goal';

export const goalText = (g: YieldGoal) => (g.kind === 'apy' ? `${g.apy}% APY` : `${formatUsd(g.usd)} a year`);

export function progressText(goal: YieldGoal, p: GoalProgress): string {
  const share = `${Math.round(p.ratio * 100)}% of your goal`;
  const earns =
    goal.kind === 'apy'
      ? `Your portfolio earns ${p.weightedApy.toFixed(2)}% APY (${share})`
      : `Your portfolio earns about ${formatUsd(p.yearlyEarningsUSD)} a year (${share})`;
  return p.reached ? `${earns} · Goal reached` : earns;
}
