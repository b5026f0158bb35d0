// The Withdraw dialog's plan: the shared withdraw transaction for the row's venue, behind a switch to its chain,
// as the page's one transaction runner takes it. Pure, so the tests read exactly what the wallet would be asked.
import {
  buildWithdrawPlan,
  positionWithdrawAmount,
  type WithdrawVenue,
} from '@fin/shared/domain/deposit/withdraw-plan';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { buildTxPlan, type TxPlan, writeStep } from '@fin/shared/web3/tx-plan';
import { finChainId } from '@fin/shared/web3/wagmi-config';
import type { Address } from 'viem';

/** The plan and its label, or undefined when the venue has nothing to send for it. */
export function withdrawTxPlan(
  entry: BalanceEntry,
  venue: WithdrawVenue,
  user: Address,
  asked: { amount: bigint; whole: boolean },
): { plan: TxPlan; label: string } | undefined {
  const [w] = buildWithdrawPlan({
    venue,
    amount: positionWithdrawAmount(entry, asked.whole, asked.amount),
    user,
  });
  if (!w) return undefined;
  const step = writeStep({
    chainId: finChainId(entry.chainId),
    id: 'withdraw',
    label: w.label,
    call: { to: w.to, data: w.data },
  });
  return { plan: buildTxPlan(user, [step]), label: w.label };
}
