// The deposit dialog's flow: check, switch network first if needed, send the plan, then record
// the deposit, refresh the portfolio, and close after 3 s. Errors read 'Error: …' and clear after 5 s; a
// rejection in the wallet reads as a cancellation.

import { portfolioKeys } from '@fin/shared/api/portfolio';
import { notifySections } from '@fin/shared/contract/section-messages';
import { depositSucceeded } from '@fin/shared/domain/deposit/messages';
import { recordDeposit } from '@fin/shared/domain/deposit/records';
import { checkDeposit } from '@fin/shared/domain/deposit/validation';
import { useTransactionPlan } from '@fin/shared/hooks/useTransactionPlan';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { useFinStore } from '@fin/shared/store/fin-store';
import { depositRunErrorText } from '@fin/shared/web3/deposit-run-error';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Address, Hash } from 'viem';
import { useAccount } from 'wagmi';
import type { DepositTarget } from '../../../lib/deposit-target';
import { depositCheckInput, depositPlan, depositStatus } from '../utils/deposit-run';
import { useDepositBalance } from './useDepositBalance';
import { useDepositResult } from './useDepositResult';
import { useDepositWhenFunded } from './useDepositWhenFunded';

export function useDepositFlow(o: YieldOpportunity, target: DepositTarget, onDone: () => void) {
  const queryClient = useQueryClient();
  const pushToast = useFinStore((s) => s.pushToast);
  const { address, chainId } = useAccount();
  const tx = useTransactionPlan();
  const { balance, refetch } = useDepositBalance(target, o.chainId, address);
  const [amountText, setAmountText] = useState('');
  const { result, clear, fail, succeed } = useDepositResult();
  const check = checkDeposit(depositCheckInput(o, target, amountText, { chainId, balance }));
  const running = tx.status === 'pending';
  const status = depositStatus({ running, steps: tx.steps, current: tx.current }, result);

  // The deposit is on chain: remember it for the portfolio, tell the open sections, and say so.
  const confirmed = (user: Address, txHash: Hash | undefined) => {
    recordDeposit(localStorage, user, {
      amount: amountText.trim(),
      txHash: txHash ?? '',
      timestamp: Date.now(),
      protocol: o.protocol,
      chain: o.chain,
      chainId: o.chainId,
      asset: o.asset,
    });
    // Open panels re-read (the storage event skips the tab that wrote).
    notifySections('depositRecorded', { address: user.toLowerCase() });
    void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    void refetch();
    const text = depositSucceeded(amountText.trim(), o.asset, o.protocol);
    pushToast({ title: 'Deposit confirmed', description: text, tone: 'success' });
    succeed(text, () => {
      setAmountText('');
      tx.reset();
      onDone();
    });
  };

  const deposit = async () => {
    if (!address || running) return;
    clear();
    if (check.status === 'blocked') return fail(check.message);
    if (!target.pool) return fail(`${o.protocol} has no deposit contract`);
    try {
      const { lastHash } = await tx.run(
        depositPlan(o, { ...target, pool: target.pool }, address, check.amount),
      );
      confirmed(address, lastHash);
    } catch (error) {
      console.error('Deposit failed:', error);
      fail(depositRunErrorText(error, o.chain));
    }
  };

  const depositWhenFunded = useDepositWhenFunded({
    deposit,
    balanceShort: check.status === 'blocked' && check.reason === 'balance',
    refetch,
    amountText,
    decimals: target.decimals,
    fail,
    asset: o.asset,
    chain: o.chain,
  });

  return {
    amountText,
    setAmountText,
    status,
    /** Every step of the plan with its state and hash (the dialog lists them). */
    steps: tx.steps,
    check,
    balance,
    deposit,
    depositWhenFunded,
    connected: !!address,
    chainId,
  };
}
