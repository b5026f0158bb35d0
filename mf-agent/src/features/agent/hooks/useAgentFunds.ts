// Moving money between the user's wallet and their agent on Base, as real transactions the wallet signs: funding
// sends USDC to the agent; withdrawing submits the agent's EIP-3009 authorization (signed on the server, payable
// only to this wallet), so the agent needs no ETH. Both go through the shared transaction runner (estimated before
// the wallet signs; a reverted one reads as failed).
import { agentWithdrawal } from '@fin/shared/api/agentkit';
import { X402_ASSET } from '@fin/shared/domain/agent/x402';
import { BASE_ID } from '@fin/shared/domain/chains/chains';
import { parseAmount } from '@fin/shared/domain/money/amount';
import { useTransactionPlan } from '@fin/shared/hooks/useTransactionPlan';
import { buildTxPlan, contractWriteStep } from '@fin/shared/web3/tx-plan';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useCallback, useState } from 'react';
import { type Address, erc20Abi, type Hex, parseAbi } from 'viem';
import { fundsErrorText } from '../utils/funds-error';

const transferWithAuthorizationAbi = parseAbi([
  'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature)',
]);

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
        const plan = buildTxPlan(wallet, [
          contractWriteStep({
            chainId: BASE_ID,
            id: 'fund-agent',
            label: 'Send USDC to your agent',
            address: X402_ASSET,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [agent, amount.value],
          }),
        ]);
        return { ok: true, hash: (await tx.run(plan)).lastHash };
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
      const a = w.authorization;
      const plan = buildTxPlan(wallet, [
        contractWriteStep({
          chainId: BASE_ID,
          id: 'withdraw-agent',
          label: 'Bring the agent’s USDC back to your wallet',
          address: X402_ASSET,
          abi: transferWithAuthorizationAbi,
          functionName: 'transferWithAuthorization',
          args: [
            a.from as Address,
            a.to as Address,
            BigInt(a.value),
            BigInt(a.validAfter),
            BigInt(a.validBefore),
            a.nonce as Hex,
            w.signature as Hex,
          ],
        }),
      ]);
      return { ok: true, hash: (await tx.run(plan)).lastHash, value: BigInt(a.value) };
    } catch (err) {
      const text = fundsErrorText(err);
      setError(text);
      return { ok: false, error: text };
    }
  }, [headers, tx, wallet]);

  return { fund, withdraw, error, pending: tx.status === 'pending' };
}
