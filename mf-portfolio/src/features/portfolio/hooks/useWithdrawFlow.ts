// The Withdraw dialog's flow: the deposit dialog's checks and messages for a position's own balance, the plan sent
// through the page's one transaction runner, the portfolio re-read once it is confirmed. "Max" asks for everything
// by shares, so accrued interest leaves no dust behind.
import { portfolioKeys } from '@fin/shared/api/portfolio';
import type { WithdrawVenue } from '@fin/shared/domain/deposit/withdraw-plan';
import { checkWithdraw, withdrawSucceeded } from '@fin/shared/domain/deposit/withdraw-validation';
import { formatAmount } from '@fin/shared/domain/money/amount';
import { txErrorText, useTransactionPlan } from '@fin/shared/hooks/useTransactionPlan';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { useFinStore } from '@fin/shared/store/fin-store';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccount } from 'wagmi';
import { withdrawTxPlan } from '../utils/withdraw-run';

export type WithdrawStatus = { tone: 'busy' | 'ok' | 'error'; text: string } | null;

export function useWithdrawFlow(entry: BalanceEntry, venue: WithdrawVenue, decimals: number) {
  const balance = BigInt(entry.rawBalance);
  const { address, chainId } = useAccount();
  const tx = useTransactionPlan();
  const queryClient = useQueryClient();
  const pushToast = useFinStore((s) => s.pushToast);
  const [amountText, setAmountText] = useState('');
  const [whole, setWhole] = useState(false);
  const [status, setStatus] = useState<WithdrawStatus>(null);
  const check = checkWithdraw({
    amountText,
    asset: venue.asset,
    chain: entry.chainName,
    chainId: entry.chainId,
    decimals,
    balance,
    walletChainId: chainId,
    whole,
  });
  const busy = tx.status === 'pending';

  const withdraw = async () => {
    if (!address || busy) return;
    if (check.status === 'blocked') return setStatus({ tone: 'error', text: check.message });
    const run = withdrawTxPlan(entry, venue, address, check);
    if (!run) return;
    setStatus({ tone: 'busy', text: run.label });
    try {
      await tx.run(run.plan);
      const text = withdrawSucceeded(amountText.trim(), venue.asset, venue.protocol);
      setStatus({ tone: 'ok', text });
      pushToast({ title: 'Withdrawal confirmed', description: text, tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    } catch (error) {
      console.error('Withdraw failed:', error);
      setStatus({ tone: 'error', text: txErrorText(error) });
    }
  };

  return {
    amountText,
    /** Typing an amount; it is no longer 'everything'. */
    type: (text: string) => {
      setWhole(false);
      setAmountText(text);
    },
    max: () => {
      setWhole(true);
      setAmountText(formatAmount(balance, decimals));
    },
    status,
    steps: tx.steps,
    busy,
    blocked: check.status === 'blocked',
    withdraw,
  };
}
