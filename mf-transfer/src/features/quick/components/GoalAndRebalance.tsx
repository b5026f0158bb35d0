import { portfolioQuery } from '@fin/shared/api/portfolio';
import { goalProgress, parseGoalInput } from '@fin/shared/domain/yields/goal';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { useFinStore } from '@fin/shared/store/fin-store';
import type { YieldGoal } from '@fin/shared/store/preferences-slice';
import { Button } from '@fin/shared/ui/Button';
import { Toggle } from '@fin/shared/ui/Toggle';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { goalText, progressText } from '../utils/goal-text';

/** 'Set Yield Goal' (saved per wallet, progress against the live portfolio) and the 'Auto Rebalance' consent. */
export function GoalAndRebalance({ address }: { address: string }) {
  const goal = useFinStore((s) => s.yieldGoals[address.toLowerCase()]);
  const setYieldGoal = useFinStore((s) => s.setYieldGoal);
  const [editing, setEditing] = useState(false);
  return (
    <section className="tf-card" aria-labelledby="qa-goal-title" data-testid="yield-goal">
      <h3 id="qa-goal-title" className="tf-card__title">
        Goals &amp; automation
      </h3>
      {goal && !editing ? (
        <GoalSummary
          address={address}
          goal={goal}
          onChange={() => setEditing(true)}
          onRemove={() => setYieldGoal(address, null)}
        />
      ) : editing ? (
        <GoalForm
          initialKind={goal?.kind ?? 'earnings'}
          onSave={(next) => {
            setYieldGoal(address, next);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Set Yield Goal
        </Button>
      )}
      <RebalanceConsent />
    </section>
  );
}

/** The goal and the portfolio's progress towards it. */
function GoalSummary(props: {
  address: string;
  goal: YieldGoal;
  onChange: () => void;
  onRemove: () => void;
}) {
  const { chainId } = usePageWallet();
  // The portfolio panel's own query: one request and one cache entry for both, so the goal and the panel agree.
  const portfolio = useQuery(portfolioQuery(props.address, chainId));
  const progress = portfolio.data ? goalProgress(props.goal, portfolio.data.entries) : null;
  return (
    <div className="qa-goal">
      <p>
        Goal: <strong data-testid="goal-target">{goalText(props.goal)}</strong>
      </p>
      {progress ? (
        <>
          <div
            className="qa-progress"
            role="progressbar"
            aria-label="Progress towards your yield goal"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.ratio * 100)}
          >
            <span style={{ width: `${progress.ratio * 100}%` }} />
          </div>
          <p className="fin-muted" data-testid="goal-progress">
            {progressText(props.goal, progress)}
          </p>
        </>
      ) : (
        <p className="fin-muted">
          {portfolio.isError ? 'Could not read your portfolio right now.' : 'Reading your portfolio…'}
        </p>
      )}
      <div className="tf-actions">
        <Button size="sm" variant="secondary" onClick={props.onChange}>
          Change goal
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onRemove}>
          Remove goal
        </Button>
      </div>
    </div>
  );
}

const KINDS: { kind: YieldGoal['kind']; label: string }[] = [
  { kind: 'earnings', label: 'Yearly earnings (USD)' },
  { kind: 'apy', label: 'APY (%)' },
];

function GoalForm(props: {
  initialKind: YieldGoal['kind'];
  onSave: (goal: YieldGoal) => void;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState(props.initialKind);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const save = () => {
    const parsed = parseGoalInput(kind, text);
    setError(parsed.ok ? null : parsed.error);
    if (parsed.ok) props.onSave(parsed.goal);
  };
  return (
    <form
      className="qa-goal-form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <fieldset className="tf-speed">
        <legend>Goal type</legend>
        {KINDS.map((k) => (
          <label key={k.kind} className={`tf-speed__option ${kind === k.kind ? 'is-on' : ''}`}>
            <input
              type="radio"
              name="qa-goal-kind"
              checked={kind === k.kind}
              onChange={() => setKind(k.kind)}
            />
            {k.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={inputId}>{kind === 'apy' ? 'Target APY (%)' : 'Target yearly earnings (USD)'}</label>
      <input
        id={inputId}
        className="fin-input"
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {error ? (
        <p className="tf-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="tf-actions">
        <Button type="submit">Save goal</Button>
        <Button variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** 'Auto Rebalance': whether the optimizer and the agent may propose moves for this browser. */
function RebalanceConsent() {
  const autoRebalance = useFinStore((s) => s.autoRebalance);
  const setAutoRebalance = useFinStore((s) => s.setAutoRebalance);
  return (
    <div className="qa-rebalance">
      <Toggle label="Auto Rebalance" checked={autoRebalance} onCheckedChange={setAutoRebalance} />
      <p className="fin-muted" data-testid="auto-rebalance-note">
        {autoRebalance
          ? 'On: the optimizer proposes moves for you to sign; with a grant in force (agent panel) the agent makes them itself, announcing each first.'
          : 'Off: the optimizer and the agent will not propose moves for this browser.'}
      </p>
    </div>
  );
}
