// Progress towards the user's yield goal (Quick Actions → 'Set Yield Goal'), from the live portfolio rows:
// yearly earnings = Σ value × APY / 100, and the value-weighted APY = earnings / total value.

/**
 * A yearly-earnings or APY target. The store's preferences slice (page contract) keeps goals of exactly this shape;
 * store/domain-shapes.test.ts holds the two together.
 */
export type YieldGoal =
  /** Earn at least `usd` dollars a year on the portfolio. */
  | { kind: 'earnings'; usd: number }
  /** Reach a value-weighted APY of at least `apy` percent. */
  | { kind: 'apy'; apy: number };

export type GoalRow = { valueUSD: number; apy?: number | null | undefined };

export type GoalProgress = {
  /** Where the portfolio stands, in the goal's unit (USD a year, or APY %). */
  current: number;
  target: number;
  /** 0..1 for the progress bar. */
  ratio: number;
  yearlyEarningsUSD: number;
  weightedApy: number;
  reached: boolean;
};

export function goalProgress(goal: YieldGoal, rows: readonly GoalRow[]): GoalProgress {
  let total = 0;
  let earnings = 0;
  for (const r of rows) {
    if (!Number.isFinite(r.valueUSD) || r.valueUSD <= 0) continue;
    total += r.valueUSD;
    if (typeof r.apy === 'number' && Number.isFinite(r.apy) && r.apy > 0)
      earnings += (r.valueUSD * r.apy) / 100;
  }
  const weightedApy = total > 0 ? (earnings / total) * 100 : 0;
  const current = goal.kind === 'earnings' ? earnings : weightedApy;
  const target = goal.kind === 'earnings' ? goal.usd : goal.apy;
  const ratio = target > 0 ? Math.min(1, current / target) : 0;
  return { current, target, ratio, yearlyEarningsUSD: earnings, weightedApy, reached: current >= target };
}

/** Parses the goal form: a positive number; APY goals above 100% are refused as typos. */
export function parseGoalInput(
  kind: YieldGoal['kind'],
  text: string,
): { ok: true; goal: YieldGoal } | { ok: false; error: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value))
    return { ok: false, error: 'Enter a number, like 500 or 6.5' };
  if (value <= 0) return { ok: false, error: 'The goal must be greater than 0' };
  if (kind === 'apy') {
    if (value > 100) return { ok: false, error: 'An APY goal must be at most 100%' };
    return { ok: true, goal: { kind: 'apy', apy: value } };
  }
  return { ok: true, goal: { kind: 'earnings', usd: value } };
}
