// The candidates that were not proposed, each with why and, where it was measured, its arithmetic.
import type { OptimizerResult } from '@fin/shared/schemas/optimizer';
import { MoveArithmetic } from './MoveArithmetic';

export function DroppedList({ dropped }: { dropped: OptimizerResult['dropped'] }) {
  if (dropped.length === 0) return null;
  return (
    <details className="opt-dropped">
      <summary>Not proposed ({dropped.length}) and why</summary>
      <ul>
        {dropped.map((d) => (
          <li key={`${d.fromPositionId}->${d.toOpportunityId}`} data-dropped={`${d.from}->${d.to}`}>
            <strong>
              {d.from} → {d.to}
            </strong>
            : {d.reason}
            {d.economics && <MoveArithmetic e={d.economics} />}
          </li>
        ))}
      </ul>
    </details>
  );
}
