// Moving money between the user's wallet and their agent on Base, as real transactions the wallet signs: funding
// sends USDC to the agent; withdrawing submits the agent's EIP-3009 authorization (signed on the server, payable
// only to this wallet), so the agent needs no ETH. Both go through the shared transaction runner (estimated before
// the wallet signs; a reverted one reads as failed).
import { agentWithdrawal } from '@fin/shared/api/agentkit';
import { parseAmount } from '@fin/shared/domain/money/amount';
import { useTransactionPlan } from '@fin/shared/hooks/useTransactionPlan';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useCallback, useState } from 'react';
import type { Address, Hex } from 'viem';
import { agentWithdrawalPlan, fundAgentPlan } from '../utils/agent-funds-plans';
import { fundsErrorText } from '../utils/funds-error';

export type FundsResult = { ok: true; hash: Hex | undefined } | { ok: false; error: string };

export function useAgentFunds(wallet: Address, headers: ProofHeaders | undefined) {
  const tx = useTransactionPlan();
  const [error, setError] = useState<string | null>(null);

  const fund = useCallback(
    async (agent: Address, amountText: string): Promise<FundsResult> => {
      setError(null);
      const amount = parseAmount(amountText, 6);
      if (!amount.ok) {
        setError(amount.error);
        return { ok: false, error: amount.error };
      }
      try {
        return { ok: true, hash: (await tx.run(fundAgentPlan(wallet, agent, amount.value))).lastHash };
      } catch (err) {
        const text = fundsErrorText(err);
        setError(text);
        return { ok: false, error: text };
      }
    },
    [tx, wallet],
  );

  const withdraw = useCallback(async (): Promise<FundsResult & { value?: bigint }> => {
    setError(null);
    if (!headers) return { ok: false, error: 'Sign in first' };
    try {
      const w = await agentWithdrawal(wallet, headers);
      const plan = agentWithdrawalPlan(wallet, w);
      return { ok: true, hash: (await tx.run(plan)).lastHash, value: BigInt(w.authorization.value) };
    } catch (err) {
      const text = fundsErrorText(err);
      setError(text);
      return { ok: false, error: text };
    }
  }, [headers, tx, wallet]);

  return { fund, withdraw, error, pending: tx.status === 'pending' };
}
