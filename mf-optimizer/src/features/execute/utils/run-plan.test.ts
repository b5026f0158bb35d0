// The plan runner with the real MoveStoppedError and a move that reports its steps or stops, as runMove does.
import type { RebalanceStep } from '@fin/shared/domain/optimizer/rebalance-steps';
import { aave } from '@fin/shared/testing/optimizer-test-data';
import { wholeMove } from '../../../test/rebalancing-action';
import { MoveStoppedError, type runMove } from './run-move';
import { type MoveRun, type PlanDeps, runPlan } from './run-plan';

const second = { ...wholeMove, id: 'm2', from: 'Moonwell@Base', fromProtocol: 'Moonwell' };
const step = (status: RebalanceStep['status']): RebalanceStep[] => [
  { id: 'check', label: 'Check', status, txs: [] },
];

function plan(move: typeof runMove) {
  const shown: MoveRun[][] = [];
  let afterMoves = 0;
  const d: PlanDeps = {
    runMove: move,
    MoveStoppedError,
    list: [aave(8453, 'Base', 6.5, { id: 'aave-base' })],
    depsFor: () => ({}) as never,
    show: (runs) => shown.push(runs),
    afterMove: () => {
      afterMoves++;
    },
  };
  return { d, shown, afterMoves: () => afterMoves };
}

test('moves run in order, each shown as its steps change, the portfolio refreshed after each', async () => {
  const p = plan(async (action, _deps, emit) => {
    emit(step('completed'));
    return action;
  });
  const runs: MoveRun[] = [];
  await expect(runPlan([wholeMove, second], runs, p.d)).resolves.toEqual({ ok: true });
  expect(runs.map((r) => [r.action.id, r.steps[0]?.status])).toEqual([
    ['m1', 'completed'],
    ['m2', 'completed'],
  ]);
  expect(p.shown.map((s) => s.length)).toEqual([1, 2]);
  expect(p.afterMoves()).toBe(2);
});

test('the first move that stops ends the plan with where its money is', async () => {
  const p = plan(async () => {
    throw new MoveStoppedError(
      'withdraw',
      'You rejected the request.',
      'Your USDC is still in Compound V3 on Base.',
    );
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const runs: MoveRun[] = [];
  await expect(runPlan([wholeMove, second], runs, p.d)).resolves.toEqual({
    ok: false,
    reason: 'You rejected the request.',
    funds: 'Your USDC is still in Compound V3 on Base.',
  });
  expect(runs).toHaveLength(1);
  expect(p.afterMoves()).toBe(1);
});

test('a pool gone from the yields list stops before anything moves', async () => {
  const p = plan(async (action) => action);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const gone = { ...wholeMove, toOpportunityId: 'gone', to: 'Spark@Base' };
  await expect(runPlan([gone], [], p.d)).resolves.toEqual({
    ok: false,
    reason: 'Spark@Base is no longer in the yields list',
    funds: 'Nothing moved: your USDC is still in Compound V3 on Base.',
  });
});
