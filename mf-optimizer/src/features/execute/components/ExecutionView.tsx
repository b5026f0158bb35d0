// The rebalancing plan as it runs: each move's steps, the one under way, every transaction hash; and, when a
// move stopped, where the money is.
import { runtimeProfile } from '@fin/shared/config/runtime-config';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { transactionLink } from '@fin/shared/domain/chains/tx-link';
import { shortenAddress } from '@fin/shared/domain/money/format';
import type { RebalanceStepStatus } from '@fin/shared/domain/optimizer/rebalance-steps';
import type { ExecutionState } from '../hooks/useRebalanceExecution';

const STATUS_TEXT: Record<RebalanceStepStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  completed: 'Done',
  skipped: 'Not needed',
  error: 'Failed',
};

export function ExecutionView({ state }: { state: ExecutionState }) {
  if (state.runs.length === 0 && state.phase !== 'executing') return null;
  const total = 'total' in state ? state.total : state.runs.length;
  return (
    <section className="opt-exec" aria-label="Rebalancing plan" data-phase={state.phase}>
      <h3 className="opt-h">
        {state.phase === 'done'
          ? 'Last rebalancing: complete'
          : state.phase === 'stopped'
            ? 'Rebalancing stopped'
            : 'Rebalancing'}
      </h3>
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
              <li
                key={s.id}
                data-step={s.id}
                data-status={s.status}
                aria-current={s.status === 'in-progress' ? 'step' : undefined}
              >
                <span className={`opt-step__badge opt-step__badge--${s.status}`}>
                  {STATUS_TEXT[s.status]}
                </span>
                <span className="opt-step__label">{s.label}</span>
                {s.detail && <span className="opt-step__detail fin-muted">{s.detail}</span>}
                {s.txs.map((t) => {
                  // A devnet transaction has no public explorer page: transactionLink says so instead of linking.
                  const link = transactionLink(t.chainId, t.hash, runtimeProfile() ?? 'devnet');
                  const url = link.href;
                  const text = `${t.label} on ${getChainName(t.chainId)}: ${url ? shortenAddress(t.hash, 10, 8) : link.text}`;
                  return (
                    <span key={t.hash} className="opt-step__tx fin-mono" data-hash={t.hash}>
                      {url ? (
                        <a href={url} target="_blank" rel="noopener noreferrer">
                          {text}
                        </a>
                      ) : (
                        text
                      )}
                    </span>
                  );
                })}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
