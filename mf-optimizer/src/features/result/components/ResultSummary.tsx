// The headline of an analysis: every dollar weighed, the APY now and after the plan, and the difference.
import { formatUsd } from '@fin/shared/domain/money/format';
import type { OptimizerResult } from '@fin/shared/schemas/optimizer';
import { points } from '../utils/points';

export function ResultSummary({ r }: { r: OptimizerResult }) {
  return (
    <dl className="opt-summary">
      <div>
        <dt>Total value</dt>
        <dd>{formatUsd(r.totalValue)}</dd>
      </div>
      <div>
        <dt>Current APY</dt>
        <dd>{r.currentWeightedAPY.toFixed(2)}%</dd>
      </div>
      <div>
        <dt>Projected APY</dt>
        <dd>{r.projectedAPY.toFixed(2)}%</dd>
      </div>
      <div>
        <dt>Improvement</dt>
        <dd className={r.projectedImprovement > 0 ? 'opt-good' : undefined}>
          {points(r.projectedImprovement)}
        </dd>
      </div>
    </dl>
  );
}
