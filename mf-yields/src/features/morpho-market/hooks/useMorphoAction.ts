// Supply to and withdraw from a Morpho Blue market, with the same checks and messages as a deposit: amount and
// balance first, then one transaction plan (switch, approve when short, supply or withdraw, receipt) run by the
// shared transaction runner, which simulates each write before the wallet is asked to sign it.

import { MORPHO_BLUE } from '@fin/shared/domain/chains/contracts';
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import { DEPOSIT_ERROR_CLEAR_MS } from '@fin/shared/domain/deposit/messages';
import { formatAmount, parseAmount } from '@fin/shared/domain/money/amount';
import { formatTokenAmount } from '@fin/shared/domain/money/format';
import { getAsset } from '@fin/shared/domain/money/tokens';
import { MORPHO_BLUE_ABI } from '@fin/shared/domain/morpho/abi';
import { assertMorphoUser } from '@fin/shared/domain/morpho/market-math';
import { useTransactionPlan } from '@fin/shared/hooks/useTransactionPlan';
import { depositRunErrorText } from '@fin/shared/web3/deposit-run-error';
import { chainReader } from '@fin/shared/web3/page-wallet';
import { approveStep, buildTxPlan, contractWriteStep, type TxSendingStep } from '@fin/shared/web3/tx-plan';
import { finChainId } from '@fin/shared/web3/wagmi-config';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address } from 'viem';
import { useAccount, useConfig } from 'wagmi';
import type { MorphoMarketView } from '../utils/market-reads';

export type MorphoActionKind = 'supply' | 'withdraw';
export type MorphoActionStatus = {
  marketId: string;
  phase: 'busy' | 'success' | 'error';
  text: string;
} | null;

const LOAN_DECIMALS = getAsset('USDC')?.decimals ?? 6;
/** 25000000000n -> '25,000.00', the way amounts read everywhere else. */
const usdcText = (units: bigint) => formatTokenAmount(formatAmount(units, LOAN_DECIMALS), LOAN_DECIMALS);

/** The plan of one supply or withdraw (exported for tests: what the wallet will be asked, in order). */
function morphoActionSteps(
  kind: MorphoActionKind,
  market: MorphoMarketView,
  amount: bigint,
  user: Address,
): TxSendingStep[] {
  const m = market.config;
  const chainId = finChainId(m.chainId);
  const morpho = MORPHO_BLUE[m.chainId] as Address;
  if (kind === 'withdraw') {
    return [
      contractWriteStep({
        chainId,
        id: 'withdraw',
        label: 'Withdrawing USDC...',
        address: morpho,
        abi: MORPHO_BLUE_ABI,
        functionName: 'withdraw',
        args: [m.params, amount, 0n, user, user],
      }),
    ];
  }
  return [
    approveStep({ chainId, token: m.params.loanToken, spender: morpho, amount, symbol: 'USDC' }),
    contractWriteStep({
      chainId,
      id: 'supply',
      label: 'Supplying USDC...',
      address: morpho,
      abi: MORPHO_BLUE_ABI,
      functionName: 'supply',
      args: [m.params, amount, 0n, user, '0x'],
    }),
  ];
}

export function useMorphoAction(onConfirmed: () => void) {
  const config = useConfig();
  const { address } = useAccount();
  const tx = useTransactionPlan();
  const [status, setStatus] = useState<MorphoActionStatus>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const finish = useCallback((marketId: string, phase: 'success' | 'error', text: string) => {
    setStatus({ marketId, phase, text });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(null), DEPOSIT_ERROR_CLEAR_MS);
  }, []);

  const run = async (kind: MorphoActionKind, market: MorphoMarketView, amountText: string) => {
    const { id, config: m } = market;
    const fail = (text: string) => finish(id, 'error', text);
    let user: Address;
    try {
      assertMorphoUser(address);
      user = address;
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    const parsed = parseAmount(amountText, LOAN_DECIMALS);
    if (!parsed.ok) return fail(parsed.error);
    const amount = parsed.value;
    if (kind === 'withdraw' && amount > (market.position?.supplied ?? 0n)) {
      return fail(`You can withdraw at most ${usdcText(market.position?.supplied ?? 0n)} USDC`);
    }
    clearTimeout(timer.current);
    setStatus({ marketId: id, phase: 'busy', text: 'Checking...' });
    try {
      if (kind === 'supply') {
        const balance = await chainReader(config, m.chainId).readContract({
          address: m.params.loanToken,
          abi: ERC20_DEPOSIT_ABI,
          functionName: 'balanceOf',
          args: [user],
        });
        if (amount > balance) {
          return fail(`Insufficient USDC balance: you have ${usdcText(balance)} USDC on ${market.chainName}`);
        }
      }
      await tx.run(buildTxPlan(user, morphoActionSteps(kind, market, amount, user)));
      onConfirmed();
      finish(id, 'success', `${kind === 'supply' ? 'Supplied' : 'Withdrew'} ${usdcText(amount)} USDC`);
    } catch (error) {
      console.error(`Morpho ${kind} failed:`, error);
      fail(depositRunErrorText(error, market.chainName));
    }
  };

  // While a plan runs, the row's status line is the step under way.
  const live: MorphoActionStatus =
    status?.phase === 'busy' && tx.current ? { ...status, text: tx.current.label } : status;
  return { run, status: live, steps: tx.steps, busy: status?.phase === 'busy' };
}
