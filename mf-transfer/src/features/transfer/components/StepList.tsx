import type { TransferStep } from '@fin/shared/domain/cctp/transfer-record';

const ICON: Record<TransferStep['status'], string> = {
  pending: '○',
  'in-progress': '◐',
  completed: '✓',
  error: '✕',
};

export function StepList({ steps }: { steps: readonly TransferStep[] }) {
  return (
    <ol className="tf-steps" aria-label="Transfer steps">
      {steps.map((s, i) => (
        <li key={s.id} className={`tf-step tf-step--${s.status}`} data-step={s.id} data-status={s.status}>
          <span className="tf-step__icon" aria-hidden="true">
            {ICON[s.status]}
          </span>
          <span className="tf-step__text">
            <span className="tf-step__name">
              {i + 1}. {s.name}
            </span>
            <span className="fin-sr-only"> ({s.status})</span>
            {s.description ? <span className="tf-step__desc">{s.description}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
