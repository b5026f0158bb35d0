// The deposit dialog's flow: check, switch network first if needed, send the plan, then record
// the deposit, refresh the portfolio, and close after 3 s. Errors read 'Error: …' and clear after 5 s; a
// rejection in the wallet reads as a cancellation.

import { checkDeposit } from '@fin/shared/domain/deposit/validation';
import { useTransactionPlan } from '@fin/shared/hooks/useTransactionPlan';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { depositRunErrorText } from '@fin/shared/web3/deposit-run-error';
import { useState } from 'react';
import { useAccount } from 'wagmi';
import type { DepositTarget } from '../../../lib/deposit-target';
import { depositCheckInput, depositPlan, depositStatus } from '../utils/deposit-run';
import { useDepositBalance } from './useDepositBalance';
import { useDepositConfirmed } from './useDepositConfirmed';
import { useDepositResult } from './useDepositResult';
import { useDepositWhenFunded } from './useDepositWhenFunded';

export function useDepositFlow(
  o: YieldOpportunity,
  target: DepositTarget,
  onDone: () => void,
  initialAmount = '',
) {
  const { address, chainId } = useAccount();
  const tx = useTransactionPlan();
  const { balance, refetch } = useDepositBalance(target, o.chainId, address);
  const [amountText, setAmountText] = useState(initialAmount);
  const { result, clear, fail, succeed } = useDepositResult();
  const confirmed = useDepositConfirmed(o, refetch);
  const check = checkDeposit(depositCheckInput(o, target, amountText, { chainId, balance }));
  const running = tx.status === 'pending';
  const status = depositStatus({ running, steps: tx.steps, current: tx.current }, result);

  const deposit = async () => {
    if (!address || running) return;
    clear();
    if (check.status === 'blocked') return fail(check.message);
    if (!target.pool) return fail(`${o.protocol} has no deposit contract`);
    try {
      const { lastHash } = await tx.run(
        depositPlan(o, { ...target, pool: target.pool }, address, check.amount),
      );
      succeed(confirmed(address, lastHash, amountText.trim()), () => {
        setAmountText('');
        tx.reset();
        onDone();
      });
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
