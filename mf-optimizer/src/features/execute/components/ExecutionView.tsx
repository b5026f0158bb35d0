// The rebalancing plan as it runs: each move's steps, the one under way, every transaction hash; and, when a
// move stopped, where the money is.
import type { ExecutionState } from '../hooks/useRebalanceExecution';
import { ExecutionStep } from './ExecutionStep';

const TITLE: Record<ExecutionState['phase'], string> = {
  idle: 'Rebalancing',
  executing: 'Rebalancing',
  stopped: 'Rebalancing stopped',
  done: 'Last rebalancing: complete',
};

export function ExecutionView({ state }: { state: ExecutionState }) {
  if (state.runs.length === 0 && state.phase !== 'executing') return null;
  const total = 'total' in state ? state.total : state.runs.length;
  return (
    <section className="opt-exec" aria-label="Rebalancing plan" data-phase={state.phase}>
      <h3 className="opt-h">{TITLE[state.phase]}</h3>
      {state.phase === 'stopped' && (
        <div className="opt-stopped" role="alert">
          <p>
            <strong>{state.reason}</strong>
          </p>
          <p>{state.funds}</p>
        </div>
      )}
      {state.runs.map((run, i) => (
        <div
          key={run.action.id}
          className="opt-exec__move"
          data-move={`${run.action.from}->${run.action.to}`}
        >
          <p className="opt-exec__title">
            Move {i + 1} of {total}: {run.action.from} → {run.action.to}
          </p>
          <ol className="opt-steps">
            {run.steps.map((s) => (
              <ExecutionStep key={s.id} s={s} />
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
