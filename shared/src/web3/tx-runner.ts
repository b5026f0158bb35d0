// Runs a transaction plan (tx-plan.ts) step by step with the wallet and the chains injected (tx-runner-deps.ts), so
// the browser hook, headless callers and tests share one implementation of the rules that protect the user's money:
//  - a switch step asks the wallet only when it is on another chain (the shared 3-attempt rule lives in `switchChain`);
//  - an approval is read first and skipped when the allowance already covers the amount;
//  - before the first signature of a chain, the remaining transactions on it are simulated together
//    (eth_simulateV1) where the chain supports it, so a deposit that would fail does not leave an approval behind;
//  - every transaction is estimated (eth_estimateGas executes it) right before it is signed: one that would revert
//    is never sent, and the one that is sent carries the estimate plus a margin as its gas limit;
//  - a mined transaction whose receipt says 'reverted' is a failure, reported with its link;
//  - when the wallet reports atomic batching for the chain (EIP-5792), a run of same-chain transactions that the
//    simulation found sound (approve + deposit, approve + supply...) goes as one `wallet_sendCalls` prompt, followed
//    with `wallet_getCallsStatus` (tx-runner-batch.ts); otherwise, or when the chain cannot simulate a sequence,
//    one prompt per transaction as above, with the same end result.
// Each of those moments is one function in tx-runner-steps.ts; this file only strings them together in plan order.
import type { Hash } from 'viem';
import { isUserRejectedError } from '../domain/wallet/network-switch';
import { initialStepStates, type TxPlan, TxSimulationError, type TxStepState } from './tx-plan';
import type { TxRunnerDeps } from './tx-runner-deps';
import {
  type PreparedGroup,
  prepareGroup,
  runSwitchStep,
  sendEstimated,
  sendGroupAsBatch,
} from './tx-runner-steps';

export type { TxRunnerDeps } from './tx-runner-deps';

export type TxPlanResult = {
  steps: TxStepState[];
  /** Hash of every transaction sent, by step id. */
  hashes: Record<string, Hash>;
  /** Hash of the plan's last transaction (the deposit, the supply...). */
  lastHash: Hash | undefined;
};

const sleepDefault = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `plan`. `onChange` receives a fresh copy of every step's state whenever one changes. Resolves with the
 * hashes once every step is done; rejects with TxSimulationError (nothing sent), TxRevertedError (mined and
 * reverted), TxSwitchError (the switch rule's error as its cause) or the wallet's own error (a rejection keeps
 * its 4001 code).
 */
export async function runTransactionPlan(
  plan: TxPlan,
  deps: TxRunnerDeps,
  onChange: (steps: TxStepState[]) => void = () => {},
): Promise<TxPlanResult> {
  const sleep = deps.sleep ?? sleepDefault;
  const states = initialStepStates(plan);
  const update = (index: number, patch: Partial<TxStepState>) => {
    states[index] = { ...(states[index] as TxStepState), ...patch };
    onChange(states.map((s) => ({ ...s })));
  };
  const hashes: Record<string, Hash> = {};
  let lastHash: Hash | undefined;
  const record = (id: string, hash: Hash) => {
    hashes[id] = hash;
    lastHash = hash;
  };
  let prepared: PreparedGroup = { through: -1, skip: new Set(), batch: null };
  /** Steps already sent inside a batch. */
  const batched = new Set<number>();

  for (let i = 0; i < plan.steps.length; i++) {
    const step = plan.steps[i];
    if (!step) continue;
    if (step.kind === 'switch') {
      await runSwitchStep(step, deps, (patch) => update(i, patch));
      continue;
    }
    if (i > prepared.through) prepared = await prepareGroupAt(plan, i, deps, update);
    if (prepared.skip.has(i) || batched.has(i)) continue;
    const group = prepared.batch;
    if (group?.[0] === i && deps.batch) {
      prepared = { ...prepared, batch: null };
      const sent = await sendGroupAsBatch(plan, group, deps.batch, { profile: deps.profile, sleep, update });
      for (const member of sent ?? []) {
        record(member.step.id, member.hash);
        batched.add(member.index);
      }
      if (sent) continue;
    }
    record(step.id, await sendEstimated(step, plan.account, deps, (patch) => update(i, patch)));
    if (step.waitAfterMs) await sleep(step.waitAfterMs);
  }
  return { steps: states.map((s) => ({ ...s })), hashes, lastHash };
}

/** `prepareGroup`, with the step marked failed when something other than the simulation stopped it. */
async function prepareGroupAt(
  plan: TxPlan,
  start: number,
  deps: TxRunnerDeps,
  update: (index: number, patch: Partial<TxStepState>) => void,
): Promise<PreparedGroup> {
  try {
    return await prepareGroup(plan, start, deps, update);
  } catch (error) {
    if (!(error instanceof TxSimulationError)) update(start, { status: 'failed' });
    throw error;
  }
}

/** True for errors that mean 'the user said no in the wallet' (the UI says 'cancelled', not 'failed'). */
export const isTxCancelled = isUserRejectedError;
