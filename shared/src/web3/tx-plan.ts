// A transaction plan: the steps one user action needs (switch the wallet's chain, approve a token when the
// allowance is short, write, wait for the receipt), described as plain data so the UI can show the whole plan
// before anything is signed and tests can read it. Running a plan is tx-runner.ts; the React hook is
// hooks/useTransactionPlan.ts. Everything here is pure.
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  encodeFunctionData,
  type Hash,
  type Hex,
} from 'viem';
import { getChainName } from '../domain/chains/chains';
import type { TxLink } from '../domain/chains/tx-link';
import { ERC20_DEPOSIT_ABI } from '../domain/deposit/abis';
import type { FinChainId } from './wagmi-config';

/** One transaction as the wallet sends it. */
export type TxCall = { to: Address; data: Hex; value?: bigint };

type StepBase = {
  /** Stable within a plan ('switch-8453', 'approve', 'deposit'): UIs key their rows on it. */
  id: string;
  /** What the status line says while this step runs ('Approving USDC...'). */
  label: string;
  chainId: FinChainId;
};

export type SwitchStep = StepBase & { kind: 'switch' };

/** Approve `spender` for exactly `amount` of `token`; skipped at run time when the allowance already covers it. */
export type ApproveStep = StepBase & {
  kind: 'approve';
  token: Address;
  spender: Address;
  amount: bigint;
  /** Pause after the approval is mined, before the next step (some protocols' front ends ask for it). */
  waitAfterMs?: number;
};

export type WriteStep = StepBase & {
  kind: 'write';
  call: TxCall;
  /** The contract's ABI, so a revert found by the simulation can be read as the contract's own error. */
  abi?: Abi;
  /** A lower bound for the gas limit, for calls whose estimate is known to fall short (never the limit itself). */
  gasFloor?: bigint;
  waitAfterMs?: number;
};

export type TxStep = SwitchStep | ApproveStep | WriteStep;
export type TxSendingStep = ApproveStep | WriteStep;

export type TxPlan = {
  /** The wallet that signs every step. */
  account: Address;
  steps: readonly TxStep[];
};

/** Gas limit = estimate + 20% + GAS_HEADROOM: state can move between the estimate and inclusion; a fixed limit cannot follow it. */
export const GAS_MARGIN_PERCENT = 20n;
/**
 * Lending pools book the interest of the time since their last update on the first touch in a later block (Aave's
 * updateState, Comet's accrueInternal, Moonwell's accrueInterest all return early when no time has passed). An
 * estimate made in the block of the pool's last update skips that bookkeeping, which runs once the transaction
 * lands a block later: a Moonwell redeem estimated at 67,250 gas used 88,829, beyond 20%, and ran out of gas
 * (devnet/tests/lending.test.ts). Measured in a loop (bench/gas-headroom.ts, 100 runs per set): estimated at
 * 67,226-67,250 and included a second after the accrue, the redeem used 91,438-91,462; estimate + 20% ran out of
 * gas in 50 of 50 runs, this limit in none (39,234 gas to spare at least). Estimating on the pending block does not
 * help on anvil: it has the latest block's timestamp, so it gave the same figure in every run. Unused gas is
 * refunded; the headroom only raises the balance the wallet checks.
 */
export const GAS_HEADROOM = 50_000n;

export function gasLimitFor(estimate: bigint, floor?: bigint): bigint {
  const withMargin = estimate + (estimate * GAS_MARGIN_PERCENT + 99n) / 100n + GAS_HEADROOM;
  return floor !== undefined && floor > withMargin ? floor : withMargin;
}

// ---------------------------------------------------------------------------------------------- step builders

export function switchStep(chainId: FinChainId): SwitchStep {
  return {
    kind: 'switch',
    id: `switch-${chainId}`,
    chainId,
    label: `Switching to ${getChainName(chainId)}...`,
  };
}

export function approveStep(o: {
  chainId: FinChainId;
  token: Address;
  spender: Address;
  amount: bigint;
  /** Token symbol for the status line. */
  symbol: string;
  id?: string;
  waitAfterMs?: number;
}): ApproveStep {
  return {
    kind: 'approve',
    id: o.id ?? 'approve',
    label: `Approving ${o.symbol}...`,
    chainId: o.chainId,
    token: o.token,
    spender: o.spender,
    amount: o.amount,
    ...(o.waitAfterMs ? { waitAfterMs: o.waitAfterMs } : {}),
  };
}

/** The approve transaction itself (exactly the amount: Fin never asks for an unlimited allowance). */
export function approveCall(step: ApproveStep): TxCall {
  return {
    to: step.token,
    data: encodeFunctionData({
      abi: ERC20_DEPOSIT_ABI,
      functionName: 'approve',
      args: [step.spender, step.amount],
    }),
  };
}

type WritableName<abi extends Abi> = ContractFunctionName<abi, 'nonpayable' | 'payable'>;

/** A contract write, encoded now (a wrong argument fails here, not in the wallet). */
export function contractWriteStep<
  const abi extends Abi,
  name extends WritableName<abi>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
>(o: {
  chainId: FinChainId;
  id: string;
  label: string;
  address: Address;
  abi: abi;
  functionName: name;
  args: args;
  value?: bigint;
  gasFloor?: bigint;
  waitAfterMs?: number;
}): WriteStep {
  const data = encodeFunctionData({ abi: o.abi, functionName: o.functionName, args: o.args } as never);
  return writeStep({ ...o, call: { to: o.address, data, ...(o.value ? { value: o.value } : {}) } });
}

/** A write from already-encoded calldata (or a plain value transfer with data '0x'). */
export function writeStep(o: {
  chainId: FinChainId;
  id: string;
  label: string;
  call: TxCall;
  abi?: Abi;
  gasFloor?: bigint;
  waitAfterMs?: number;
}): WriteStep {
  return {
    kind: 'write',
    id: o.id,
    label: o.label,
    chainId: o.chainId,
    call: o.call,
    ...(o.abi ? { abi: o.abi } : {}),
    ...(o.gasFloor !== undefined ? { gasFloor: o.gasFloor } : {}),
    ...(o.waitAfterMs ? { waitAfterMs: o.waitAfterMs } : {}),
  };
}

/**
 * A plan from its transactions in order: a switch step is put before the first transaction and before every
 * change of chain, so a plan never signs on the wrong chain. (At run time a switch to the chain the wallet is
 * already on is skipped without asking it anything.)
 */
export function buildTxPlan(account: Address, txs: readonly TxSendingStep[]): TxPlan {
  const steps: TxStep[] = [];
  let chain: number | undefined;
  for (const tx of txs) {
    if (tx.chainId !== chain) steps.push(switchStep(tx.chainId));
    chain = tx.chainId;
    steps.push(tx);
  }
  return { account, steps };
}

// ---------------------------------------------------------------------------------------------- run state

export type TxStepStatus =
  | 'waiting'
  /** Reading the allowance, simulating and estimating gas: nothing asked of the wallet yet. */
  | 'checking'
  /** The wallet was asked to switch or sign. */
  | 'wallet'
  /** Sent; waiting for the receipt. */
  | 'confirming'
  | 'done'
  /** Not needed this time (already on the chain, allowance already enough). */
  | 'skipped'
  | 'failed';

export type TxStepState = {
  id: string;
  kind: TxStep['kind'];
  label: string;
  chainId: FinChainId;
  status: TxStepStatus;
  hash?: Hash;
  /** Gas limit sent with the transaction (estimate + margin). */
  gas?: bigint;
  /** Sent with the steps beside it as one atomic wallet batch (EIP-5792): one prompt for all of them. */
  batched?: boolean;
};

export function initialStepStates(plan: TxPlan): TxStepState[] {
  return plan.steps.map((s) => ({
    id: s.id,
    kind: s.kind,
    label: s.label,
    chainId: s.chainId,
    status: 'waiting',
  }));
}

/** The step running now (or the one that failed), for a one-line status. */
export function currentStep(states: readonly TxStepState[]): TxStepState | undefined {
  return states.find(
    (s) =>
      s.status === 'checking' || s.status === 'wallet' || s.status === 'confirming' || s.status === 'failed',
  );
}

// ---------------------------------------------------------------------------------------------- links and errors

/** The simulation says the transaction would revert: it was never sent and cost nothing. */
export class TxSimulationError extends Error {
  readonly step: string;
  readonly reason: string;
  constructor(step: TxSendingStep, reason: string, cause?: unknown) {
    super(`${stepAction(step)} would fail: ${reason}. Nothing was sent.`, { cause });
    this.name = 'TxSimulationError';
    this.step = step.id;
    this.reason = reason;
  }
}

/** The wallet could not be moved to the step's chain; the message is the switch rule's own (cancelled, 3 attempts). */
export class TxSwitchError extends Error {
  readonly chainId: number;
  constructor(chainId: number, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'TxSwitchError';
    this.chainId = chainId;
  }
}

/** The transaction was mined and reverted: the gas is spent and nothing else happened. */
export class TxRevertedError extends Error {
  readonly hash: Hash;
  readonly chainId: number;
  readonly step: string;
  constructor(step: TxSendingStep, hash: Hash, link: TxLink) {
    super(
      `Transaction failed (reverted): ${stepAction(step)} did not go through; only the network fee was spent. ${link.href ?? link.text}`,
    );
    this.name = 'TxRevertedError';
    this.hash = hash;
    this.chainId = step.chainId;
    this.step = step.id;
  }
}

/**
 * An atomic wallet batch (EIP-5792) that failed: the wallet applied none of its calls. `hash` is the reverted
 * transaction when the wallet reported one (a smart account's batch is one transaction).
 */
export class TxBatchRevertedError extends Error {
  readonly hash: Hash | undefined;
  readonly chainId: number;
  readonly steps: string[];
  constructor(steps: readonly TxSendingStep[], hash: Hash | undefined, link: TxLink | undefined) {
    const first = steps[0];
    const what = steps.map((s, i) => (i === 0 ? stepAction(s) : lowerFirst(stepAction(s)))).join(' and ');
    super(
      `Transaction failed (reverted): ${what} did not go through; the wallet applied none of it${hash ? ', only the network fee was spent' : ''}.${link ? ` ${link.href ?? link.text}` : ''}`,
    );
    this.name = 'TxBatchRevertedError';
    this.hash = hash;
    this.chainId = first?.chainId ?? 0;
    this.steps = steps.map((s) => s.id);
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** 'Approving USDC...' → 'Approving USDC'; used inside sentences. */
function stepAction(step: TxSendingStep): string {
  return step.label.replace(/\.\.\.$|…$/, '');
}
