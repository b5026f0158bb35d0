// The transaction runner's pieces, one per kind of moment in a plan (tx-runner.ts strings them together): moving
// the wallet to the step's chain, preparing a run of same-chain transactions before the first of them is signed
// (allowances read, the run simulated as a whole, the wallet asked whether it batches), sending that run as one
// batch, and sending one transaction only after its own estimate says it would not revert.
import type { Address, Hash } from 'viem';
import { transactionLink } from '../domain/chains/tx-link';
import {
  gasLimitFor,
  type SwitchStep,
  type TxPlan,
  TxRevertedError,
  type TxSendingStep,
  TxSimulationError,
  type TxStep,
  type TxStepState,
  TxSwitchError,
} from './tx-plan';
import { runWalletBatch, type TxWalletBatch } from './tx-runner-batch';
import type { TxChainClient, TxRunnerDeps } from './tx-runner-deps';
import { abiOf, revertReason, sendingCall, simulatedTogether } from './tx-runner-simulate';

/** Sets one step's state (the runner hands each piece the step's own setter or the plan-wide one). */
type MarkStep = (patch: Partial<TxStepState>) => void;
type UpdateStep = (index: number, patch: Partial<TxStepState>) => void;

/** Asks the wallet to move only when it is on another chain; a failed switch is a TxSwitchError. */
export async function runSwitchStep(
  step: SwitchStep,
  deps: Pick<TxRunnerDeps, 'walletChainId' | 'switchChain'>,
  mark: MarkStep,
): Promise<void> {
  if ((await deps.walletChainId()) === step.chainId) {
    mark({ status: 'skipped' });
    return;
  }
  mark({ status: 'wallet' });
  try {
    await deps.switchChain(step.chainId);
  } catch (error) {
    mark({ status: 'failed' });
    throw new TxSwitchError(step.chainId, error);
  }
  mark({ status: 'done' });
}

/** The run of transactions from `start` (indices in plan order) up to the next switch or change of chain. */
export function sameChainGroup(steps: readonly TxStep[], start: number): number[] {
  const chainId = steps[start]?.chainId;
  const group: number[] = [];
  for (let i = start; i < steps.length; i++) {
    const s = steps[i];
    if (!s || s.kind === 'switch' || s.chainId !== chainId) break;
    group.push(i);
  }
  return group;
}

/** Reads each approval's allowance in the group: the ones already covered are skipped (returned), the rest wait. */
async function coveredApprovals(
  client: TxChainClient,
  plan: TxPlan,
  group: readonly number[],
  update: UpdateStep,
): Promise<Set<number>> {
  const covered = new Set<number>();
  for (const i of group) {
    const s = plan.steps[i];
    if (s?.kind !== 'approve') continue;
    update(i, { status: 'checking' });
    const allowance = await client.readAllowance(s.token, plan.account, s.spender);
    if (allowance >= s.amount) {
      covered.add(i);
      update(i, { status: 'skipped' });
    } else {
      update(i, { status: 'waiting' });
    }
  }
  return covered;
}

export type PreparedGroup = {
  /** The group's last index: the next group is prepared after it. */
  through: number;
  /** Approvals the allowance already covers. */
  skip: ReadonlySet<number>;
  /** The steps to send as one wallet batch (indices in plan order), when the wallet can take them. */
  batch: number[] | null;
};

/**
 * Reads the allowances of the run of same-chain transactions from `start` and simulates them together, before any
 * of them is signed: a plan whose last call would fail stops here (TxSimulationError), with nothing approved.
 */
export async function prepareGroup(
  plan: TxPlan,
  start: number,
  deps: Pick<TxRunnerDeps, 'client' | 'batch'>,
  update: UpdateStep,
): Promise<PreparedGroup> {
  const group = sameChainGroup(plan.steps, start);
  const through = group.at(-1) ?? start;
  const chainId = plan.steps[start]?.chainId;
  if (chainId === undefined || group.length === 0) return { through, skip: new Set(), batch: null };
  const client = deps.client(chainId);
  const skip = await coveredApprovals(client, plan, group, update);
  const toRun = group.filter((i) => !skip.has(i));
  if (toRun.length < 2) return { through, skip, batch: null }; // a single call is simulated by its own estimate
  const sound = await simulatedTogether(
    client,
    plan.account,
    toRun.map((i) => plan.steps[i] as TxSendingStep),
    (failed) => update(toRun[failed] as number, { status: 'failed' }),
  );
  // Only a sequence the chain simulated as a whole may go as one prompt: the later calls cannot be estimated
  // alone before the approval lands (when the chain cannot simulate, each is estimated right before its own).
  const batched = sound && deps.batch && (await deps.batch.atomic(chainId, plan.account));
  return { through, skip, batch: batched ? toRun : null };
}

/**
 * One prompt for the whole group. Resolves with each member and its hash, or null when the wallet turned the batch
 * down as unsupported (the caller then sends them one by one). The pauses some protocols want after an approval
 * are for a later transaction's view of it: an atomic batch has none to wait for.
 */
export async function sendGroupAsBatch(
  plan: TxPlan,
  group: readonly number[],
  batch: TxWalletBatch,
  o: { profile: TxRunnerDeps['profile']; sleep: (ms: number) => Promise<void>; update: UpdateStep },
): Promise<{ index: number; step: TxSendingStep; hash: Hash }[] | null> {
  const members = group.map((index) => ({ index, step: plan.steps[index] as TxSendingStep }));
  const sent = await runWalletBatch({
    batch,
    account: plan.account,
    chainId: members[0]?.step.chainId as number,
    steps: members,
    calls: members.map((m) => sendingCall(m.step)),
    update: o.update,
    profile: o.profile,
    sleep: o.sleep,
  });
  if (!sent) return null;
  return members.map((m, n) => ({ ...m, hash: sent[n] as Hash }));
}

/**
 * Sends one transaction: estimated first (eth_estimateGas executes it; one that would revert is never sent and
 * throws TxSimulationError), signed with the estimate plus a margin as its gas limit, then followed to its receipt
 * (a mined revert throws TxRevertedError with its link). A wallet error (a rejection keeps its 4001) is rethrown.
 */
export async function sendEstimated(
  step: TxSendingStep,
  account: Address,
  deps: Pick<TxRunnerDeps, 'client' | 'send' | 'profile'>,
  mark: MarkStep,
): Promise<Hash> {
  const client = deps.client(step.chainId);
  const call = sendingCall(step);
  mark({ status: 'checking' });
  let gas: bigint;
  try {
    gas = gasLimitFor(
      await client.estimateGas(account, call),
      step.kind === 'write' ? step.gasFloor : undefined,
    );
  } catch (error) {
    mark({ status: 'failed' });
    throw new TxSimulationError(step, revertReason(error, abiOf(step)), error);
  }
  mark({ status: 'wallet', gas });
  let hash: Hash;
  try {
    hash = await deps.send({ ...call, chainId: step.chainId, account, gas });
  } catch (error) {
    mark({ status: 'failed' });
    throw error;
  }
  mark({ status: 'confirming', hash });
  const receipt = await client.waitForReceipt(hash);
  if (receipt.status !== 'success') {
    mark({ status: 'failed' });
    throw new TxRevertedError(step, hash, transactionLink(step.chainId, hash, deps.profile));
  }
  mark({ status: 'done' });
  return hash;
}
