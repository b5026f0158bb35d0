import { portfolioQuery } from '@fin/shared/api/portfolio';
import { formatUsd } from '@fin/shared/domain/money/format';
import { goalProgress, parseGoalInput } from '@fin/shared/domain/yields/goal';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { useFinStore } from '@fin/shared/store/fin-store';
import type { YieldGoal } from '@fin/shared/store/preferences-slice';
import { Button } from '@fin/shared/ui/Button';
import { Toggle } from '@fin/shared/ui/Toggle';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

const goalText = (g: YieldGoal) => (g.kind === 'apy' ? `${g.apy}% APY` : `${formatUsd(g.usd)} a year`);

/** 'Set Yield Goal' (saved per wallet, progress against the live portfolio) and the 'Auto Rebalance' consent. */
export function GoalAndRebalance({ address }: { address: string }) {
  const goal = useFinStore((s) => s.yieldGoals[address.toLowerCase()]);
  const setYieldGoal = useFinStore((s) => s.setYieldGoal);
  const autoRebalance = useFinStore((s) => s.autoRebalance);
  const setAutoRebalance = useFinStore((s) => s.setAutoRebalance);
  const [editing, setEditing] = useState(false);
  const [kind, setKind] = useState<YieldGoal['kind']>(goal?.kind ?? 'earnings');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const { chainId } = usePageWallet();
  // The portfolio panel's own query: one request and one cache entry for both, so the goal and the panel agree.
  const portfolio = useQuery({ ...portfolioQuery(address, chainId), enabled: Boolean(goal) });
  const progress = goal && portfolio.data ? goalProgress(goal, portfolio.data.entries) : null;

  const save = () => {
    const parsed = parseGoalInput(kind, text);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setYieldGoal(address, parsed.goal);
    setEditing(false);
    setError(null);
  };

  return (
    <section className="tf-card" aria-labelledby="qa-goal-title" data-testid="yield-goal">
      <h3 id="qa-goal-title" className="tf-card__title">
        Goals &amp; automation
      </h3>
      {goal && !editing ? (
        <div className="qa-goal">
          <p>
            Goal: <strong data-testid="goal-target">{goalText(goal)}</strong>
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
                {goal.kind === 'apy'
                  ? `Your portfolio earns ${progress.weightedApy.toFixed(2)}% APY (${Math.round(progress.ratio * 100)}% of your goal)`
                  : `Your portfolio earns about ${formatUsd(progress.yearlyEarningsUSD)} a year (${Math.round(progress.ratio * 100)}% of your goal)`}
                {progress.reached ? ' · Goal reached' : ''}
              </p>
            </>
          ) : (
            <p className="fin-muted">
              {portfolio.isError ? 'Could not read your portfolio right now.' : 'Reading your portfolio…'}
            </p>
          )}
          <div className="tf-actions">
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Change goal
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setYieldGoal(address, null)}>
              Remove goal
            </Button>
          </div>
        </div>
      ) : editing ? (
        <form
          className="qa-goal-form"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <fieldset className="tf-speed">
            <legend>Goal type</legend>
            <label className={`tf-speed__option ${kind === 'earnings' ? 'is-on' : ''}`}>
              <input
                type="radio"
                name="qa-goal-kind"
                checked={kind === 'earnings'}
                onChange={() => setKind('earnings')}
              />
              Yearly earnings (USD)
            </label>
            <label className={`tf-speed__option ${kind === 'apy' ? 'is-on' : ''}`}>
              <input
                type="radio"
                name="qa-goal-kind"
                checked={kind === 'apy'}
                onChange={() => setKind('apy')}
              />
              APY (%)
            </label>
          </fieldset>
          <label htmlFor={inputId}>
            {kind === 'apy' ? 'Target APY (%)' : 'Target yearly earnings (USD)'}
          </label>
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
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Set Yield Goal
        </Button>
      )}
      <div className="qa-rebalance">
        <Toggle label="Auto Rebalance" checked={autoRebalance} onCheckedChange={setAutoRebalance} />
        <p className="fin-muted" data-testid="auto-rebalance-note">
          {autoRebalance
            ? 'On: the optimizer and the agent may propose rebalancing moves. Each move still needs your signature.'
            : 'Off: the optimizer and the agent will not propose moves for this browser.'}
        </p>
      </div>
    </section>
  );
}
