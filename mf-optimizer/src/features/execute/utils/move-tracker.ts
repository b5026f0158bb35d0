// The steps of one move as the user watches them: every change is emitted at once, and the step the move is at is
// remembered so a failure is shown on the step where it happened.
import {
  type RebalanceStep,
  type RebalanceStepId,
  rebalanceSteps,
  updateRebalanceStep,
} from '@fin/shared/domain/optimizer/rebalance-steps';
import type { RebalancingAction } from '@fin/shared/schemas/optimizer';
import type { TxStepState } from '@fin/shared/web3/tx-plan';

export type Emit = (steps: RebalanceStep[]) => void;
type StepPatch = Parameters<typeof updateRebalanceStep>[2];

export type MoveTracker = {
  /** Changes one step and shows the change. */
  set: (id: RebalanceStepId, patch: StepPatch) => void;
  /** The move is now at this step (a failure from here on shows on it). */
  begin: (id: RebalanceStepId, detail?: string) => void;
  /** The step the move is at. */
  at: () => RebalanceStepId;
  step: (id: RebalanceStepId) => RebalanceStep | undefined;
};

/** Starts the steps of a move (all pending) and shows them. */
export function moveTracker(action: RebalancingAction, emit: Emit): MoveTracker {
  let steps = rebalanceSteps(action);
  let at: RebalanceStepId = 'check';
  const set = (id: RebalanceStepId, patch: StepPatch) => {
    steps = updateRebalanceStep(steps, id, patch);
    emit(steps);
  };
  emit(steps);
  return {
    set,
    begin: (id, detail) => {
      at = id;
      set(id, { status: 'in-progress', ...(detail !== undefined ? { detail } : {}) });
    },
    at: () => at,
    step: (id) => steps.find((s) => s.id === id),
  };
}

/** What a runner step's state means for the move's step. */
export function detailOf(s: TxStepState): string | undefined {
  if (s.status === 'checking') return 'Simulating before asking your wallet...';
  if (s.status === 'wallet' && s.batched) return 'Confirm approve and deposit in your wallet: one request';
  if (s.status === 'wallet') return s.kind === 'switch' ? s.label : 'Confirm in your wallet';
  if (s.status === 'confirming') return 'Waiting for the confirmation...';
  return undefined;
}

/** The runner's states of the withdraw shown on the withdraw step: a network switch first, then the withdraw. */
export function showWithdrawStates(t: MoveTracker, chainId: number) {
  return (states: readonly TxStepState[]) => {
    const w = states.find((s) => s.id === 'withdraw');
    const sw = states.find((s) => s.kind === 'switch' && s.status === 'wallet');
    const shown = sw ?? w;
    if (shown) t.set('withdraw', { detail: detailOf(shown) ?? '' });
    if (w?.hash && !t.step('withdraw')?.txs.length)
      t.set('withdraw', { tx: { label: 'Withdraw', chainId, hash: w.hash } });
  };
}

/**
 * The runner's states of approve + deposit shown on their two steps: a skipped approval (the allowance covers the
 * amount), each transaction's progress and hash; the move is at whichever step is working.
 */
export function showDepositStates(t: MoveTracker, chainId: number) {
  return (states: readonly TxStepState[]) => {
    for (const s of states) {
      if (s.kind === 'switch') {
        if (s.status === 'wallet') t.set('approve', { detail: s.label });
        continue;
      }
      const id: RebalanceStepId = s.id === 'approve' ? 'approve' : 'deposit';
      const mine = t.step(id);
      if (s.status === 'skipped' && mine?.status !== 'skipped')
        t.set(id, { status: 'skipped', detail: 'The allowance already covers the amount' });
      else if (s.status === 'done' && mine?.status !== 'completed')
        t.set(id, { status: 'completed', detail: '' });
      else if (['checking', 'wallet', 'confirming'].includes(s.status)) t.begin(id, detailOf(s) ?? '');
      if (s.hash && !mine?.txs.some((tx) => tx.hash === s.hash))
        t.set(id, { tx: { label: id === 'approve' ? 'Approve' : 'Deposit', chainId, hash: s.hash } });
    }
  };
}
