// Runs a transaction plan (tx-plan.ts) step by step with the wallet and the chains injected, so the browser hook,
// headless callers and tests share one implementation of the rules that protect the user's money:
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
import { type Address, BaseError, decodeErrorResult, type Hash, type Hex, type PublicClient } from 'viem';
import { transactionLink } from '../domain/chains/tx-link';
import { ERC20_DEPOSIT_ABI } from '../domain/deposit/abis';
import { isUserRejectedError } from '../domain/wallet/network-switch';
import {
  approveCall,
  gasLimitFor,
  initialStepStates,
  type TxCall,
  type TxPlan,
  TxRevertedError,
  type TxSendingStep,
  TxSimulationError,
  type TxStepState,
  TxSwitchError,
} from './tx-plan';
import { runWalletBatch, type TxWalletBatch } from './tx-runner-batch';

/** What the runner needs from one chain (read-only). `chainClientFrom` adapts a viem PublicClient. */
export type TxChainClient = {
  readAllowance(token: Address, owner: Address, spender: Address): Promise<bigint>;
  /** eth_estimateGas from the account: rejects with the revert when the transaction would fail. */
  estimateGas(account: Address, call: TxCall): Promise<bigint>;
  /**
   * Runs the calls one after another on the current state without sending them. Resolves with the first failing
   * call's index and error, or null when all succeed; resolves `undefined` when the chain cannot simulate a batch.
   */
  simulateSequence(
    account: Address,
    calls: readonly TxCall[],
  ): Promise<{ index: number; error: unknown } | null | undefined>;
  waitForReceipt(hash: Hash): Promise<{ status: 'success' | 'reverted' }>;
};

export type TxSendRequest = TxCall & { chainId: number; account: Address; gas: bigint };

export type TxRunnerDeps = {
  client(chainId: number): TxChainClient;
  /** The chain the wallet is on now. */
  walletChainId(): Promise<number> | number;
  /** Moves the wallet to `chainId` (the shared retry rule); resolves once it is there. */
  switchChain(chainId: number): Promise<void>;
  /** Asks the wallet to sign and send; resolves with the hash. */
  send(request: TxSendRequest): Promise<Hash>;
  profile: 'devnet' | 'mainnet';
  sleep?: (ms: number) => Promise<void>;
  /** The wallet's EIP-5792 batching; without it every transaction is its own prompt. */
  batch?: TxWalletBatch;
};

export type TxPlanResult = {
  steps: TxStepState[];
  /** Hash of every transaction sent, by step id. */
  hashes: Record<string, Hash>;
  /** Hash of the plan's last transaction (the deposit, the supply...). */
  lastHash: Hash | undefined;
};

const sleepDefault = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The readable reason of a revert: the contract's own error when its ABI is known, else viem's short message. */
export function revertReason(error: unknown, abi?: readonly unknown[]): string {
  let current: unknown = error;
  let reason: string | undefined;
  for (let depth = 0; depth < 12 && current && typeof current === 'object'; depth++) {
    const c = current as { reason?: unknown; data?: unknown; cause?: unknown };
    if (typeof c.reason === 'string' && c.reason) reason ??= c.reason;
    if (!reason && abi && typeof c.data === 'string' && c.data.startsWith('0x') && c.data.length >= 10) {
      try {
        const decoded = decodeErrorResult({ abi: abi as never, data: c.data as Hex });
        const args = (decoded.args ?? []).map(String).join(', ');
        reason = args ? `${decoded.errorName}(${args})` : decoded.errorName;
      } catch {
        // Not one of this contract's errors; keep looking down the chain.
      }
    }
    current = c.cause;
  }
  if (reason) return reason;
  if (error instanceof BaseError) return error.shortMessage.replace(/\.$/, '');
  if (error instanceof Error) return (error.message.split('\n')[0] ?? error.message).replace(/\.$/, '');
  return String(error);
}

function sendingCall(step: TxSendingStep): TxCall {
  return step.kind === 'approve' ? approveCall(step) : step.call;
}

function abiOf(step: TxSendingStep): readonly unknown[] | undefined {
  return step.kind === 'approve' ? ERC20_DEPOSIT_ABI : step.abi;
}

/**
 * The one check before calls are offered to the wallet as one batch (the runner's groups here, the CCTP approve +
 * burn in wallet-batch.ts): the calls simulated together on the chain's current state (eth_simulateV1). True: the
 * sequence is sound and may go as one prompt. False: the chain cannot simulate a sequence, so the calls go one by
 * one, each estimated right before its own prompt. A call that would fail throws TxSimulationError naming it
 * (`onFailed` gets its index first): nothing is sent.
 */
export async function simulatedTogether(
  client: Pick<TxChainClient, 'simulateSequence'>,
  account: Address,
  steps: readonly TxSendingStep[],
  onFailed?: (index: number) => void,
): Promise<boolean> {
  const failure = await client.simulateSequence(account, steps.map(sendingCall));
  if (failure === undefined) return false;
  if (failure === null) return true;
  const step = steps[failure.index] as TxSendingStep;
  onFailed?.(failure.index);
  throw new TxSimulationError(step, revertReason(failure.error, abiOf(step)), failure.error);
}

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
  const hashes: Record<string, Hash> = {};
  let lastHash: Hash | undefined;
  const update = (index: number, patch: Partial<TxStepState>) => {
    states[index] = { ...(states[index] as TxStepState), ...patch };
    onChange(states.map((s) => ({ ...s })));
  };
  const { account, steps } = plan;
  /** Steps (by index) found not to be needed while preparing their chain's group. */
  const skip = new Set<number>();
  let preparedThrough = -1;
  /** The group about to go as one wallet batch (indices in plan order), when the wallet can take it. */
  let batchGroup: number[] | null = null;
  /** Steps already sent inside a batch. */
  const batched = new Set<number>();

  // Read the allowances of a run of same-chain transactions and simulate them together, before any of them is
  // signed: a plan whose last call would fail stops here, with nothing approved.
  const prepareGroup = async (start: number) => {
    const chainId = steps[start]?.chainId;
    const group: number[] = [];
    for (let i = start; i < steps.length; i++) {
      const s = steps[i];
      if (!s || s.kind === 'switch' || s.chainId !== chainId) break;
      group.push(i);
    }
    preparedThrough = group.at(-1) ?? start;
    if (chainId === undefined || group.length === 0) return;
    const client = deps.client(chainId);
    for (const i of group) {
      const s = steps[i];
      if (s?.kind !== 'approve') continue;
      update(i, { status: 'checking' });
      const allowance = await client.readAllowance(s.token, account, s.spender);
      if (allowance >= s.amount) {
        skip.add(i);
        update(i, { status: 'skipped' });
      } else {
        update(i, { status: 'waiting' });
      }
    }
    const toRun = group.filter((i) => !skip.has(i));
    if (toRun.length < 2) return; // a single call is simulated by its own estimate just below
    const sound = await simulatedTogether(
      client,
      account,
      toRun.map((i) => steps[i] as TxSendingStep),
      (failed) => update(toRun[failed] as number, { status: 'failed' }),
    );
    // Only a sequence the chain simulated as a whole may go as one prompt: the later calls cannot be estimated
    // alone before the approval lands (when the chain cannot simulate, each is estimated right before its own).
    if (sound && deps.batch && (await deps.batch.atomic(chainId, account))) batchGroup = toRun;
  };

  // One prompt for the whole group; false when the wallet turned it down as unsupported (then one by one).
  const sendBatch = async (group: number[], batch: TxWalletBatch): Promise<boolean> => {
    const members = group.map((index) => ({ index, step: steps[index] as TxSendingStep }));
    const chainId = members[0]?.step.chainId as number;
    const sent = await runWalletBatch({
      batch,
      account,
      chainId,
      steps: members,
      calls: members.map((m) => sendingCall(m.step)),
      update,
      profile: deps.profile,
      sleep,
    });
    if (!sent) return false;
    members.forEach((m, n) => {
      const hash = sent[n] as Hash;
      hashes[m.step.id] = hash;
      lastHash = hash;
      batched.add(m.index);
    });
    // The pauses some protocols want after an approval are for a later transaction's view of it: an atomic batch
    // has none to wait for.
    return true;
  };

  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    if (!step) continue;
    if (step.kind === 'switch') {
      if ((await deps.walletChainId()) === step.chainId) {
        update(i, { status: 'skipped' });
        continue;
      }
      update(i, { status: 'wallet' });
      try {
        await deps.switchChain(step.chainId);
      } catch (error) {
        update(i, { status: 'failed' });
        throw new TxSwitchError(step.chainId, error);
      }
      update(i, { status: 'done' });
      continue;
    }
    if (i > preparedThrough) {
      try {
        await prepareGroup(i);
      } catch (error) {
        if (!(error instanceof TxSimulationError)) update(i, { status: 'failed' });
        throw error;
      }
    }
    if (skip.has(i) || batched.has(i)) continue;
    const group = batchGroup;
    if (group?.[0] === i && deps.batch) {
      batchGroup = null;
      if (await sendBatch(group, deps.batch)) continue;
    }
    const client = deps.client(step.chainId);
    const call = sendingCall(step);
    update(i, { status: 'checking' });
    let gas: bigint;
    try {
      gas = gasLimitFor(
        await client.estimateGas(account, call),
        step.kind === 'write' ? step.gasFloor : undefined,
      );
    } catch (error) {
      update(i, { status: 'failed' });
      throw new TxSimulationError(step, revertReason(error, abiOf(step)), error);
    }
    update(i, { status: 'wallet', gas });
    let hash: Hash;
    try {
      hash = await deps.send({ ...call, chainId: step.chainId, account, gas });
    } catch (error) {
      update(i, { status: 'failed' });
      throw error;
    }
    hashes[step.id] = hash;
    lastHash = hash;
    update(i, { status: 'confirming', hash });
    const receipt = await client.waitForReceipt(hash);
    if (receipt.status !== 'success') {
      update(i, { status: 'failed' });
      throw new TxRevertedError(step, hash, transactionLink(step.chainId, hash, deps.profile));
    }
    update(i, { status: 'done' });
    if (step.waitAfterMs) await sleep(step.waitAfterMs);
  }
  return { steps: states.map((s) => ({ ...s })), hashes, lastHash };
}

/** True for errors that mean 'the user said no in the wallet' (the UI says 'cancelled', not 'failed'). */
export const isTxCancelled = isUserRejectedError;

/** eth_simulateV1 is missing on some nodes: those answer 'method not found' and the runner relies on estimates. */
function unsupported(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current && typeof current === 'object'; depth++) {
    const c = current as { code?: unknown; details?: unknown; message?: unknown; cause?: unknown };
    if (c.code === -32601 || c.code === -32602) return true;
    const text = `${typeof c.details === 'string' ? c.details : ''} ${typeof c.message === 'string' ? c.message : ''}`;
    if (/method not found|not supported|unsupported|does not exist|not available/i.test(text)) return true;
    current = c.cause;
  }
  return false;
}

/**
 * Adapts a viem public client (wagmi's getPublicClient, or createPublicClient in Node) to the runner. The client's
 * own methods are called, never `viem/actions` imported here: in the page, viem is shared once by Module
 * Federation while a `viem/actions` import would be compiled into each app, and that second copy's
 * waitForTransactionReceipt does not recognise the shared copy's 'receipt not found yet' error (instanceof across
 * copies) and failed a deposit whose receipt was one poll late.
 */
export function chainClientFrom(
  client: Pick<PublicClient, 'readContract' | 'estimateGas' | 'simulateCalls' | 'waitForTransactionReceipt'>,
): TxChainClient {
  return {
    readAllowance: (token, owner, spender) =>
      client.readContract({
        address: token,
        abi: ERC20_DEPOSIT_ABI,
        functionName: 'allowance',
        args: [owner, spender],
      }),
    estimateGas: (account, call) =>
      client.estimateGas({
        account,
        to: call.to,
        data: call.data,
        ...(call.value ? { value: call.value } : {}),
      }),
    simulateSequence: async (account, calls) => {
      try {
        const { results } = await client.simulateCalls({
          account,
          calls: calls.map((c) => ({ to: c.to, data: c.data, ...(c.value ? { value: c.value } : {}) })),
        });
        const index = results.findIndex((r) => r.status !== 'success');
        if (index < 0) return null;
        const result = results[index];
        return { index, error: result?.error ?? new Error('Execution reverted') };
      } catch (error) {
        if (unsupported(error)) return undefined;
        throw error;
      }
    },
    waitForReceipt: async (hash) => {
      const receipt = await client.waitForTransactionReceipt({ hash });
      return { status: receipt.status };
    },
  };
}
