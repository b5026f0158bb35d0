import type { OpenOptimizerDetail } from '@fin/shared/contract/section-messages';
import type { RebalancingAction, RiskPreference } from '@fin/shared/schemas/optimizer';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Button } from '@fin/shared/ui/Button';
import { useEffect, useRef } from 'react';
import type { Address } from 'viem';
import { CashReserveControl } from './features/analysis/components/CashReserveControl';
import { OptimizerControls } from './features/analysis/components/OptimizerControls';
import { OptimizerProgress } from './features/analysis/components/OptimizerProgress';
import { useAnalysisRequest } from './features/analysis/hooks/useAnalysisRequest';
import { useOptimizerRun } from './features/analysis/hooks/useOptimizerRun';
import { ExecutionView } from './features/execute/components/ExecutionView';
import { loadMoveEngine, useRebalanceExecution } from './features/execute/hooks/useRebalanceExecution';
import { CompletedAnalysis } from './features/result/components/CompletedAnalysis';
import { useMoveSelection } from './features/result/hooks/useMoveSelection';
import { usePublishWaitingMoves } from './features/result/hooks/usePublishWaitingMoves';
import './optimizer.css';

/** One request from another section (the agent's Optimize, the chat's action), numbered so a repeat is seen. */
export type OptimizerRequest = OpenOptimizerDetail & { seq: number };

const NO_MOVES: readonly RebalancingAction[] = [];

/** The risk preference behind each recommendation profile another section may ask for. */
const RISK_OF_PROFILE: Record<NonNullable<OptimizerRequest['profile']>, RiskPreference> = {
  conservative: 'low',
  balanced: 'medium',
  aggressive: 'high',
};

/** Takes each request from another section once: its profile chosen, the analysis started when it asks to run. */
function useTakeRequest(
  request: OptimizerRequest | null | undefined,
  take: (risk: RiskPreference | undefined, run: boolean) => void,
) {
  const taken = useRef(0);
  useEffect(() => {
    if (!request || request.seq === taken.current) return;
    taken.current = request.seq;
    take(request.profile ? RISK_OF_PROFILE[request.profile] : undefined, request.run === true);
  });
}

/** A connected wallet's optimizer: risk and horizon, the analysis, its recommendations and their execution. */
export default function OptimizerPanel({
  address,
  request,
}: {
  address: Address;
  /** The latest request from another section (the agent's Optimize, the chat's action). */
  request?: OptimizerRequest | null;
}) {
  const ask = useAnalysisRequest(address);
  const autoRebalance = useFinStore((s) => s.autoRebalance);
  const run = useOptimizerRun();
  const exec = useRebalanceExecution(address, run.clear);
  const { result } = run;
  const choice = useMoveSelection(result, autoRebalance);

  useEffect(() => {
    // Moves can be run from now on: their code downloads while the user reads the recommendations.
    if (result) loadMoveEngine().catch(() => undefined);
  }, [result]);

  const busy = run.phase !== 'idle' && run.phase !== 'complete';
  const locked = busy || exec.executing;
  usePublishWaitingMoves(run.phase === 'complete' && !exec.executing ? choice.selectedActions : NO_MOVES);
  const analyze = () => void run.start(ask.request());
  useTakeRequest(request, (risk, start) => {
    if (risk) ask.setRisk(risk);
    if (start && !locked) void run.start(ask.request(risk));
  });

  return (
    <div className="opt">
      <OptimizerControls
        risk={ask.risk}
        onRisk={ask.setRisk}
        horizonDays={ask.horizonDays}
        onHorizon={ask.setHorizonDays}
        disabled={locked}
      />
      <CashReserveControl value={ask.reserve} onChange={ask.setReserve} disabled={locked} />
      <div className="opt-actions">
        <Button onClick={analyze} disabled={locked}>
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
        <CompletedAnalysis
          result={result}
          text={run.text}
          choice={choice}
          movesAllowed={autoRebalance}
          executing={exec.executing}
          onExecute={() => void exec.execute(choice.selectedActions, result.horizonDays, result.settings)}
        />
      )}
      <ExecutionView state={exec.state} />
    </div>
  );
}
