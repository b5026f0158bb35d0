// The stages of one move after the API's check, each on the chains with the user's wallet: take the money out of
// its source (or find it idle in the wallet), bridge it when the pool is on another chain, and deposit it. Each
// stage measures what really arrived and hands that amount on; `progress` keeps where the money is for a failure.

import { bridgeUsdc } from '@fin/shared/cctp/web3/bridge';
import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import {
  buildWithdrawPlan,
  positionWithdrawAmount,
  withdrawVenue,
} from '@fin/shared/domain/deposit/withdraw-plan';
import { amountToNumber } from '@fin/shared/domain/money/amount';
import { formatTokenAmount } from '@fin/shared/domain/money/format';
import type { DepositVenue } from '@fin/shared/domain/optimizer/opportunities';
import type { MoveProgress } from '@fin/shared/domain/optimizer/rebalance-steps';
import type { BalanceEntry } from '@fin/shared/domain/portfolio/balance';
import type { OptimizerSettings, RebalancingAction } from '@fin/shared/schemas/optimizer';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { recordTransfer } from '@fin/shared/web3/cctp-records';
import type { CctpDeps } from '@fin/shared/web3/cctp-steps';
import { depositSteps } from '@fin/shared/web3/deposit-steps';
import { buildTxPlan, writeStep } from '@fin/shared/web3/tx-plan';
import { runTransactionPlan, type TxRunnerDeps } from '@fin/shared/web3/tx-runner';
import type { FinChainId } from '@fin/shared/web3/wagmi-config';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { type Address, formatUnits, type PublicClient } from 'viem';
import { moveBridgeTerms } from './bridge-terms';
import { type MoveTracker, showDepositStates, showWithdrawStates } from './move-tracker';

/** One move as the API re-checked it, on its two chains, with what its stages have done so far. */
/** What a move runs with: the wallet, the chains, Circle, the API (with the wallet's proof). */
export type MoveDeps = {
  account: Address;
  runner: TxRunnerDeps;
  cctp: CctpDeps;
  /** Read-only client of a chain. */
  client: (chainId: number) => PublicClient;
  attestationUrl: string;
  /** The destination pool as the yields list describes it. */
  destination: YieldOpportunity;
  horizonDays: number;
  settings: OptimizerSettings;
  /** Runs an API call with the wallet's proof (signing in first when this tab has no session). */
  withProof: <T>(call: (headers: ProofHeaders) => Promise<T>) => Promise<T>;
};

export type MoveRun = {
  move: RebalancingAction;
  deps: MoveDeps;
  t: MoveTracker;
  progress: MoveProgress;
  fromChainId: FinChainId;
  toChainId: FinChainId;
  target: DepositVenue;
};

async function balanceOf(client: PublicClient, token: Address, account: Address) {
  return client.readContract({
    address: token,
    abi: ERC20_DEPOSIT_ABI,
    functionName: 'balanceOf',
    args: [account],
  });
}

/** Idle money to deposit: the amount decided, if the wallet still holds it. */
export async function idleAmount(run: MoveRun, token: Address, units: bigint): Promise<bigint> {
  const held = await balanceOf(run.deps.client(run.fromChainId), token, run.deps.account);
  if (held < units)
    throw new Error('The wallet holds less than the amount decided now: run the optimizer again');
  return units;
}

/** Withdraws from the source through the one runner; what arrived in the wallet is what moves on. */
export async function withdrawStage(run: MoveRun, entry: BalanceEntry, units: bigint): Promise<bigint> {
  const { move, deps, t, fromChainId } = run;
  const venue = withdrawVenue(entry);
  if (!venue) throw new Error('The position or the destination pool is no longer available');
  const [withdrawTx] = buildWithdrawPlan({
    venue,
    amount: positionWithdrawAmount(entry, move.wholePosition, units),
    user: deps.account,
  });
  if (!withdrawTx) throw new Error('No withdraw transaction');
  const before = await balanceOf(deps.client(fromChainId), venue.token, deps.account);
  const step = writeStep({
    chainId: fromChainId,
    id: 'withdraw',
    label: withdrawTx.label,
    call: { to: withdrawTx.to, data: withdrawTx.data },
  });
  await runTransactionPlan(
    buildTxPlan(deps.account, [step]),
    deps.runner,
    showWithdrawStates(t, fromChainId),
  );
  const after = await balanceOf(deps.client(fromChainId), venue.token, deps.account);
  const arrived = after - before;
  if (arrived <= 0n) throw new Error('The withdraw confirmed but nothing arrived in the wallet');
  run.progress.withdrawn = formatUnits(arrived, run.target.decimals);
  t.set('withdraw', {
    status: 'completed',
    detail: `${run.progress.withdrawn} ${venue.asset} back in your wallet on ${move.fromChain}`,
  });
  return arrived;
}

/** What each CCTP step asks of the user while the move bridges. */
export function bridgeStepText(step: string, amountText: string, move: RebalancingAction): string {
  const text: Record<string, string> = {
    approve: 'Approve USDC for the CCTP messenger (only if needed)...',
    burn: `Burn ${amountText} USDC on ${move.fromChain}: confirm in your wallet`,
    attestation: 'Waiting for Circle’s attestation...',
    'switch-destination': `Switch to ${move.toChain} to receive the USDC`,
    mint: `Mint USDC on ${move.toChain}: confirm in your wallet`,
  };
  return text[step] ?? step;
}

/** Bridges what was withdrawn with the shared CCTP flow (recorded once the burn is signed); returns what was minted. */
export async function bridgeStage(run: MoveRun, available: bigint): Promise<bigint> {
  const { move, deps, t, fromChainId, toChainId } = run;
  t.begin('bridge', 'Reading the CCTP fee...');
  const terms = await moveBridgeTerms(deps, fromChainId, toChainId, available);
  const amountText = formatUnits(available, USDC_DECIMALS);
  const result = await bridgeUsdc(
    deps.cctp,
    {
      sourceChainId: fromChainId,
      destinationChainId: toChainId,
      amount: terms.total,
      maxFee: terms.maxFee ?? 0n,
      fast: terms.fast,
    },
    {
      record: recordTransfer,
      onStep: (step) => t.set('bridge', { detail: bridgeStepText(step, amountText, move) }),
      onBurnSigned: (hash) => {
        run.progress.burned = true;
        t.set('bridge', { tx: { label: 'Burn', chainId: fromChainId, hash } });
      },
      onStatus: (text) => t.set('bridge', { detail: text }),
    },
  );
  run.progress.minted = formatUnits(result.received, USDC_DECIMALS);
  t.set('bridge', {
    status: 'completed',
    detail: `${run.progress.minted} USDC minted on ${move.toChain}`,
    ...(result.mintTxHash ? { tx: { label: 'Mint', chainId: toChainId, hash: result.mintTxHash } } : {}),
  });
  return result.received;
}

/**
 * Approve (when short) and deposit into the destination through the one runner, with the deposit dialog's own steps
 * (deposit-steps.ts): the runner skips an approval that is already enough and, where the wallet batches atomically,
 * asks for approve + deposit in one prompt.
 */
export async function depositStage(run: MoveRun, available: bigint): Promise<void> {
  const { deps, t, toChainId, target } = run;
  t.begin('approve');
  const planSteps = depositSteps({
    chainId: toChainId,
    method: target.method,
    protocol: deps.destination.protocol,
    asset: deps.destination.asset,
    pool: target.pool,
    token: target.token,
    amount: available,
    user: deps.account,
  });
  await runTransactionPlan(
    buildTxPlan(deps.account, planSteps),
    deps.runner,
    showDepositStates(t, toChainId),
  );
  run.progress.deposited = true;
  t.set('deposit', {
    status: 'completed',
    detail: depositedText(available, target.decimals, deps.destination.asset),
  });
}

/** The deposit step's result, the amount written as the portfolio writes it ('25,000.00 USDC deposited'). */
export function depositedText(amount: bigint, decimals: number, asset: string): string {
  return `${formatTokenAmount(amountToNumber(amount, decimals), decimals)} ${asset} deposited`;
}
