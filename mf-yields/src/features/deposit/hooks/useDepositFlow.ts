// The deposit dialog's flow: check, switch network first if needed, send the plan, then record
// the deposit, refresh the portfolio, and close after 3 s. Errors read 'Error: …' and clear after 5 s; a
// rejection in the wallet reads as a cancellation.

import { portfolioKeys } from '@fin/shared/api/portfolio';
import { notifySections } from '@fin/shared/contract/section-messages';
import {
  DEPOSIT_ERROR_CLEAR_MS,
  DEPOSIT_SUCCESS_CLOSE_MS,
  depositSucceeded,
} from '@fin/shared/domain/deposit/messages';
import { recordDeposit } from '@fin/shared/domain/deposit/records';
import { checkDeposit } from '@fin/shared/domain/deposit/validation';
import { parseAmount } from '@fin/shared/domain/money/amount';
import { useTransactionPlan } from '@fin/shared/hooks/useTransactionPlan';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { useFinStore } from '@fin/shared/store/fin-store';
import { depositRunErrorText } from '@fin/shared/web3/deposit-run-error';
import { depositSteps } from '@fin/shared/web3/deposit-steps';
import { buildTxPlan, type TxStepState } from '@fin/shared/web3/tx-plan';
import { finChainId } from '@fin/shared/web3/wagmi-config';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccount } from 'wagmi';
import type { DepositTarget } from '../../../lib/deposit-target';
import { useDepositBalance } from './useDepositBalance';

export type DepositStatus =
  | { phase: 'idle' }
  | { phase: 'busy'; text: string }
  | { phase: 'success'; text: string }
  | { phase: 'error'; text: string };

function runningText(steps: readonly TxStepState[], current: TxStepState): string {
  if (!current.batched) return current.label;
  const actions = steps
    .filter((s) => s.batched)
    .map((s, i) => {
      const text = s.label.replace(/\.\.\.$/, '');
      return i === 0 ? text : text.charAt(0).toLowerCase() + text.slice(1);
    });
  return `${actions.join(' and ')} in one wallet request...`;
}

export function useDepositFlow(o: YieldOpportunity, target: DepositTarget, onDone: () => void) {
  const queryClient = useQueryClient();
  const pushToast = useFinStore((s) => s.pushToast);
  const { address, chainId } = useAccount();
  const tx = useTransactionPlan();
  const { balance, refetch } = useDepositBalance(target, o.chainId, address);
  const [amountText, setAmountText] = useState('');
  const [result, setResult] = useState<DepositStatus>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const check = checkDeposit({
    amountText,
    protocol: o.protocol,
    asset: o.asset,
    chain: o.chain,
    chainId: o.chainId,
    poolAddress: o.poolAddress,
    tokenAddress: target.token,
    nativeDeposit: target.nativeDeposit,
    decimals: target.decimals,
    walletChainId: chainId,
    balance,
    minDeposit: o.minDeposit,
    maxDeposit: o.maxDeposit,
  });

  const fail = useCallback((text: string) => {
    setResult({ phase: 'error', text });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setResult({ phase: 'idle' }), DEPOSIT_ERROR_CLEAR_MS);
  }, []);

  const running = tx.status === 'pending';
  // While the plan runs the status line is the step under way ('Switching to Base...', 'Approving USDC...'), or
  // the steps the wallet was asked for at once ('Approving USDC and depositing USDC to Aave V3 in one wallet
  // request...').
  const status: DepositStatus =
    running && tx.current
      ? { phase: 'busy', text: runningText(tx.steps, tx.current) }
      : running
        ? { phase: 'busy', text: 'Checking...' }
        : result;

  const deposit = async () => {
    if (!address || running) return;
    clearTimeout(timer.current);
    setResult({ phase: 'idle' });
    if (check.status === 'blocked') return fail(check.message);
    if (!target.pool) return fail(`${o.protocol} has no deposit contract`);
    try {
      const plan = buildTxPlan(
        address,
        depositSteps({
          chainId: finChainId(o.chainId),
          method: target.method,
          protocol: o.protocol,
          asset: o.asset,
          pool: target.pool,
          token: target.token,
          amount: check.amount,
          user: address,
        }),
      );
      const { lastHash } = await tx.run(plan);
      recordDeposit(localStorage, address, {
        amount: amountText.trim(),
        txHash: lastHash ?? '',
        timestamp: Date.now(),
        protocol: o.protocol,
        chain: o.chain,
        chainId: o.chainId,
        asset: o.asset,
      });
      // Open panels re-read (the storage event skips the tab that wrote).
      notifySections('depositRecorded', { address: address.toLowerCase() });
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
      void refetch();
      const text = depositSucceeded(amountText.trim(), o.asset, o.protocol);
      setResult({ phase: 'success', text });
      pushToast({ title: 'Deposit confirmed', description: text, tone: 'success' });
      timer.current = setTimeout(() => {
        setResult({ phase: 'idle' });
        setAmountText('');
        tx.reset();
        onDone();
      }, DEPOSIT_SUCCESS_CLOSE_MS);
    } catch (error) {
      console.error('Deposit failed:', error);
      fail(depositRunErrorText(error, o.chain));
    }
  };

  // Bridge-and-deposit: once the bridged USDC is minted, deposit as soon as the re-read balance covers the amount.
  // The deposit closure captured when the bridge started still sees the old, short balance, so this waits for a
  // render with the fresh one and runs the deposit of that render.
  const [afterFunding, setAfterFunding] = useState(false);
  const latestDeposit = useRef(deposit);
  latestDeposit.current = deposit;
  const balanceShort = check.status === 'blocked' && check.reason === 'balance';
  useEffect(() => {
    if (!afterFunding || balanceShort) return;
    setAfterFunding(false);
    void latestDeposit.current();
  }, [afterFunding, balanceShort]);
  const depositWhenFunded = async () => {
    setAfterFunding(true);
    const fresh = await refetch();
    const needed = parseAmount(amountText.trim(), target.decimals);
    const have = typeof fresh.data === 'bigint' ? fresh.data : fresh.data?.value;
    if (needed.ok && have !== undefined && have < needed.value) {
      setAfterFunding(false);
      fail(
        `The bridged ${o.asset} has not arrived on ${o.chain} yet: deposit again once your balance shows it`,
      );
    }
  };

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
