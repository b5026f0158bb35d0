import type { RebalancingAction, RiskPreference } from '@fin/shared/schemas/agent';
import { DEFAULT_HORIZON_DAYS } from '@fin/shared/schemas/agent';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { useEffect, useMemo, useState } from 'react';
import type { Address } from 'viem';
import {
  CashReserveControl,
  NO_RESERVE_INPUT,
  type ReserveInput,
  reserveOf,
} from './features/analysis/components/CashReserveControl';
import { OptimizerControls } from './features/analysis/components/OptimizerControls';
import { OptimizerProgress } from './features/analysis/components/OptimizerProgress';
import { useOptimizerRun } from './features/analysis/hooks/useOptimizerRun';
import { ExecutionView } from './features/execute/components/ExecutionView';
import { loadMoveEngine, useRebalanceExecution } from './features/execute/hooks/useRebalanceExecution';
import { OptimizerResultView } from './features/result/components/OptimizerResultView';
import { usePublishWaitingMoves } from './features/result/hooks/usePublishWaitingMoves';
import './optimizer.css';

/** The first three recommendations are preselected once the analysis completes: the best moves, ready to run. */
const PRESELECTED = 3;
const NO_MOVES: readonly RebalancingAction[] = [];

/** A connected wallet's optimizer: risk and horizon, the analysis, its recommendations and their execution. */
export default function OptimizerPanel({ address }: { address: Address }) {
  const [risk, setRisk] = useState<RiskPreference>('medium');
  const [horizonDays, setHorizonDays] = useState(DEFAULT_HORIZON_DAYS);
  const [reserve, setReserve] = useState<ReserveInput>(NO_RESERVE_INPUT);
  const autoRebalance = useFinStore((s) => s.autoRebalance);
  const run = useOptimizerRun();
  const exec = useRebalanceExecution(address, run.clear);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const { result } = run;

  useEffect(() => {
    setSelected(new Set(result?.recommendations.slice(0, PRESELECTED).map((r) => r.id) ?? []));
    setExcluded(new Set());
    // Moves can be run from now on: their code downloads while the user reads the recommendations.
    if (result) loadMoveEngine().catch(() => undefined);
  }, [result]);

  const selectedActions = useMemo(
    () =>
      result && autoRebalance
        ? result.rebalancingActions.filter((a) => selected.has(a.toOpportunityId) && !excluded.has(a.id))
        : [],
    [result, selected, excluded, autoRebalance],
  );
  const busy = run.phase !== 'idle' && run.phase !== 'complete';
  usePublishWaitingMoves(run.phase === 'complete' && !exec.executing ? selectedActions : NO_MOVES);
  const flip = (set: typeof setSelected) => (id: string) =>
    set((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleMove = flip(setExcluded);
  const toggle = flip(setSelected);
  const analyze = () =>
    void run.start({
      walletAddress: address,
      riskTolerance: risk,
      horizonDays,
      settings: { cashReserve: reserveOf(reserve) },
    });

  return (
    <div className="opt">
      <OptimizerControls
        risk={risk}
        onRisk={setRisk}
        horizonDays={horizonDays}
        onHorizon={setHorizonDays}
        disabled={busy || exec.executing}
      />
      <CashReserveControl value={reserve} onChange={setReserve} disabled={busy || exec.executing} />
      <div className="opt-actions">
        <Button onClick={analyze} disabled={busy || exec.executing}>
          {result ? 'Analyze again' : 'Analyze portfolio'}
        </Button>
        {run.phase === 'idle' && !run.error && <span className="fin-muted">{run.text}</span>}
      </div>
      {run.error && (
        <p className="opt-error" role="alert">
          {run.error}
        </p>
      )}
      {busy && <OptimizerProgress phase={run.phase} progress={run.progress} text={run.text} />}
      {result && run.phase === 'complete' && (
        <>
          <p className="opt-complete" aria-live="polite">
            {run.text}: {result.opportunitiesConsidered.toLocaleString('en-US')} opportunities considered,{' '}
            {result.horizonDays}-day horizon.
          </p>
          <OptimizerResultView
            result={result}
            selected={selected}
            onToggle={toggle}
            excluded={excluded}
            onToggleMove={toggleMove}
            movesAllowed={autoRebalance}
            disabled={exec.executing}
          />
          <div className="opt-actions opt-actions--execute">
            <Button
              onClick={() => void exec.execute(selectedActions, result.horizonDays, result.settings)}
              disabled={exec.executing || selected.size === 0 || selectedActions.length === 0}
            >
              {exec.executing ? 'Executing...' : 'Execute rebalancing'}
            </Button>
            <span className="fin-muted">
              {selected.size === 0
                ? 'Select at least one recommendation.'
                : selectedActions.length === 0
                  ? 'No move into the selected pools pays for itself.'
                  : `${selectedActions.length} move${selectedActions.length === 1 ? '' : 's'}, run one at a time; your wallet signs each step.`}
            </span>
          </div>
        </>
      )}
      <ExecutionView state={exec.state} />
    </div>
  );
}
