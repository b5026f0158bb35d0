// The selected moves run one at a time, each shown as it goes; the first move that stops ends the plan, and the
// user is told where that move's money is. The move engine is passed in: it loads lazily (move-engine.ts).
import type { RebalanceStep } from '@fin/shared/domain/optimizer/rebalance-steps';
import type { RebalancingAction } from '@fin/shared/schemas/optimizer';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import type { MoveDeps } from './move-stages';
import type { MoveStoppedError, runMove } from './run-move';

export type MoveRun = { action: RebalancingAction; steps: RebalanceStep[] };
export type PlanOutcome = { ok: true } | { ok: false; reason: string; funds: string };

export type PlanDeps = {
  runMove: typeof runMove;
  MoveStoppedError: typeof MoveStoppedError;
  /** The yields list: each move's destination pool as it is now. */
  list: readonly YieldOpportunity[];
  depsFor: (destination: YieldOpportunity) => MoveDeps;
  /** Every change of any move's steps, with all the moves so far. */
  show: (runs: MoveRun[]) => void;
  /** After each move, landed or not (the portfolio has changed). */
  afterMove: () => void;
};

/** Why a move stopped: its own account, or (an error before it began) nothing moved. */
function stopOf(error: unknown, action: RebalancingAction, Stopped: typeof MoveStoppedError) {
  if (error instanceof Stopped) return error;
  return new Stopped(
    'check',
    (error as Error).message,
    `Nothing moved: your ${action.asset} is still in ${action.fromProtocol} on ${action.fromChain}.`,
  );
}

/** Runs `actions` in order, appending each to `runs` as it starts. */
export async function runPlan(
  actions: readonly RebalancingAction[],
  runs: MoveRun[],
  d: PlanDeps,
): Promise<PlanOutcome> {
  for (const action of actions) {
    const run: MoveRun = { action, steps: [] };
    runs.push(run);
    const destination = d.list.find((o) => o.id === action.toOpportunityId);
    try {
      if (!destination) throw new Error(`${action.to} is no longer in the yields list`);
      await d.runMove(action, d.depsFor(destination), (steps) => {
        run.steps = steps;
        d.show([...runs]);
      });
    } catch (error) {
      console.error('Rebalance failed:', error);
      const stopped = stopOf(error, action, d.MoveStoppedError);
      return { ok: false, reason: stopped.reason, funds: stopped.funds };
    } finally {
      d.afterMove();
    }
  }
  return { ok: true };
}
