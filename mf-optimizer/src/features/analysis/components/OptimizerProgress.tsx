import type { OptimizerPhase } from '../hooks/useOptimizerRun';

const STAGES: { phase: OptimizerPhase; label: string }[] = [
  { phase: 'analyzing', label: 'Analyzing' },
  { phase: 'discovering', label: 'Discovering' },
  { phase: 'comparing', label: 'Comparing' },
];

export function OptimizerProgress({
  phase,
  progress,
  text,
}: {
  phase: OptimizerPhase;
  progress: number;
  text: string;
}) {
  const at = STAGES.findIndex((s) => s.phase === phase);
  return (
    <div className="opt-progress" data-phase={phase}>
      <div
        className="opt-progress__bar"
        role="progressbar"
        aria-label="Optimizer progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}% — ${text}`}
      >
        <span style={{ width: `${progress}%` }} />
      </div>
      <p className="opt-progress__text" aria-live="polite">
        {text} <span className="fin-muted">{progress}%</span>
      </p>
      <ol className="opt-progress__stages">
        {STAGES.map((s, i) => (
          <li key={s.phase} data-state={i < at ? 'done' : i === at ? 'current' : 'waiting'}>
            {s.label}
          </li>
        ))}
      </ol>
    </div>
  );
}
