// The deposit dialog's pure parts: what the checks are given, the plan the wallet runs, and the status line while
// it runs. useDepositFlow.ts wires them to the wallet and the page.
import type { DepositCheckInput } from '@fin/shared/domain/deposit/validation';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { depositSteps } from '@fin/shared/web3/deposit-steps';
import { buildTxPlan, type TxPlan, type TxStepState } from '@fin/shared/web3/tx-plan';
import { finChainId } from '@fin/shared/web3/wagmi-config';
import type { Address } from 'viem';
import type { DepositTarget } from '../../../lib/deposit-target';

export type DepositStatus =
  | { phase: 'idle' }
  | { phase: 'busy'; text: string }
  | { phase: 'success'; text: string }
  | { phase: 'error'; text: string };

/** What checkDeposit weighs for this pool, this amount and the wallet as it is now. */
export function depositCheckInput(
  o: YieldOpportunity,
  target: DepositTarget,
  amountText: string,
  wallet: { chainId: number | undefined; balance: bigint | undefined },
): DepositCheckInput {
  return {
    amountText,
    protocol: o.protocol,
    asset: o.asset,
    chain: o.chain,
    chainId: o.chainId,
    poolAddress: o.poolAddress,
    tokenAddress: target.token,
    nativeDeposit: target.nativeDeposit,
    decimals: target.decimals,
    walletChainId: wallet.chainId,
    balance: wallet.balance,
    minDeposit: o.minDeposit,
    maxDeposit: o.maxDeposit,
  };
}

/** The plan for depositing `amount` (base units) into the pool: its contract shape decides the steps. */
export function depositPlan(
  o: YieldOpportunity,
  target: DepositTarget & { pool: Address },
  user: Address,
  amount: bigint,
): TxPlan {
  return buildTxPlan(
    user,
    depositSteps({
      chainId: finChainId(o.chainId),
      method: target.method,
      protocol: o.protocol,
      asset: o.asset,
      pool: target.pool,
      token: target.token,
      amount,
      user,
    }),
  );
}

/**
 * The status line while the plan runs: the step under way ('Switching to Base...', 'Approving USDC...'), or the
 * steps the wallet was asked for at once ('Approving USDC and depositing USDC to Aave V3 in one wallet request...').
 */
export function runningText(steps: readonly TxStepState[], current: TxStepState): string {
  if (!current.batched) return current.label;
  const actions = steps
    .filter((s) => s.batched)
    .map((s, i) => {
      const text = s.label.replace(/\.\.\.$/, '');
      return i === 0 ? text : text.charAt(0).toLowerCase() + text.slice(1);
    });
  return `${actions.join(' and ')} in one wallet request...`;
}

/** What the status line says: the running step while the plan runs, else the last result. */
export function depositStatus(
  tx: { running: boolean; steps: readonly TxStepState[]; current: TxStepState | undefined },
  result: DepositStatus,
): DepositStatus {
  if (!tx.running) return result;
  return { phase: 'busy', text: tx.current ? runningText(tx.steps, tx.current) : 'Checking...' };
}
