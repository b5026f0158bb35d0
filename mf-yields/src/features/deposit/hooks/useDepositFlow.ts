// The deposit dialog's flow (spec §5, §8): check, switch network first if needed, send the plan, then record
// the deposit, refresh the portfolio, and close after 3 s. Errors read 'Error: …' and clear after 5 s; a
// rejection in the wallet reads as a cancellation.

import {
  DEPOSIT_ERROR_CLEAR_MS,
  DEPOSIT_SUCCESS_CLOSE_MS,
  depositErrorText,
  depositSucceeded,
  depositSwitchErrorText,
  switchingNetwork,
} from '@fin/shared/domain/deposit-messages';
import { DEPOSIT_RECORDED_EVENT, recordDeposit } from '@fin/shared/domain/deposit-records';
import { checkDeposit } from '@fin/shared/domain/deposit-validation';
import { useSwitchNetwork } from '@fin/shared/hooks/useSwitchNetwork';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { useFinStore } from '@fin/shared/store/fin-store';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Hash } from 'viem';
import { useAccount, useConfig } from 'wagmi';
import type { DepositTarget } from '../utils/deposit-target';
import { sendDeposit } from '../utils/send-deposit';
import { useDepositBalance } from './useDepositBalance';

/** The portfolio remote's query-key root (mf-portfolio portfolio-keys.ts): the page shares one QueryClient. */
const PORTFOLIO_QUERY_ROOT = ['portfolio'] as const;

export type DepositStatus =
  | { phase: 'idle' }
  | { phase: 'busy'; text: string }
  | { phase: 'success'; text: string }
  | { phase: 'error'; text: string };

export function useDepositFlow(o: YieldOpportunity, target: DepositTarget, onDone: () => void) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const pushToast = useFinStore((s) => s.pushToast);
  const { address, chainId } = useAccount();
  const { switchNetwork } = useSwitchNetwork();
  const { balance, refetch } = useDepositBalance(target, o.chainId, address);
  const [amountText, setAmountText] = useState('');
  const [status, setStatus] = useState<DepositStatus>({ phase: 'idle' });
  const [txHash, setTxHash] = useState<Hash | undefined>();
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
    setStatus({ phase: 'error', text });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus({ phase: 'idle' }), DEPOSIT_ERROR_CLEAR_MS);
  }, []);

  const deposit = async () => {
    if (!address || status.phase === 'busy') return;
    clearTimeout(timer.current);
    if (check.status === 'blocked') return fail(check.message);
    setTxHash(undefined);
    if (check.status === 'switch') {
      setStatus({ phase: 'busy', text: switchingNetwork(o.chain) });
      try {
        await switchNetwork(check.chainId);
      } catch (error) {
        return fail(depositSwitchErrorText(error, o.chain));
      }
    }
    try {
      const hash = await sendDeposit({
        config,
        target,
        protocol: o.protocol,
        asset: o.asset,
        chainId: o.chainId,
        amount: check.amount,
        user: address,
        onStep: (text) => setStatus({ phase: 'busy', text }),
        onHash: setTxHash,
      });
      recordDeposit(localStorage, address, {
        amount: amountText.trim(),
        txHash: hash,
        timestamp: Date.now(),
        protocol: o.protocol,
        chain: o.chain,
        chainId: o.chainId,
        asset: o.asset,
      });
      window.dispatchEvent(new Event(DEPOSIT_RECORDED_EVENT));
      void queryClient.invalidateQueries({ queryKey: PORTFOLIO_QUERY_ROOT });
      void refetch();
      const text = depositSucceeded(amountText.trim(), o.asset, o.protocol);
      setStatus({ phase: 'success', text });
      pushToast({ title: 'Deposit confirmed', description: text, tone: 'success' });
      timer.current = setTimeout(() => {
        setStatus({ phase: 'idle' });
        setAmountText('');
        setTxHash(undefined);
        onDone();
      }, DEPOSIT_SUCCESS_CLOSE_MS);
    } catch (error) {
      console.error('Deposit failed:', error);
      fail(depositErrorText(error));
    }
  };

  return {
    amountText,
    setAmountText,
    status,
    txHash,
    check,
    balance,
    deposit,
    connected: !!address,
    chainId,
  };
}
