// What the form knows of the transfer it describes: the source balance, Circle's fees, fast allowance and
// forwarding fee, the amount checked against the balance, and the quote (with why Fast is off when it is).

import { usdcAbi } from '@fin/shared/cctp/domain/abis';
import { bridgeTerms } from '@fin/shared/cctp/domain/terms';
import { fastUnavailableReason, type TransferModeType } from '@fin/shared/domain/cctp/fees';
import { validateTransferAmount } from '@fin/shared/domain/cctp/transfer-validation';
import { getChain } from '@fin/shared/domain/chains/chains';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useReadContract } from 'wagmi';
import { fastAllowanceQuery, feeScheduleQuery, forwardingFeeQuery } from '../api/fee-queries';

export type TransferFields = {
  amount: string;
  source: number;
  destination: number;
  wanted: TransferModeType;
};

function useSourceBalance(address: Address | undefined, source: number): bigint | null {
  const usdc = getChain(source)?.contracts.usdc ?? undefined;
  const balance = useReadContract({
    address: usdc,
    abi: usdcAbi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    chainId: source as never,
    query: { enabled: Boolean(address && usdc), refetchInterval: 15_000 },
  });
  return typeof balance.data === 'bigint' ? balance.data : null;
}

export function useTransferQuote(address: Address | undefined, f: TransferFields) {
  const balance = useSourceBalance(address, f.source);
  const fees = useQuery(feeScheduleQuery(f.source, f.destination));
  const allowance = useQuery(fastAllowanceQuery());
  const forwardingFee = useQuery(forwardingFeeQuery(f.source, f.destination));
  const parsed = validateTransferAmount(f.amount, { balance, sourceChainId: f.source });
  const value = parsed.ok ? parsed.value : 0n;
  const quote = bridgeTerms({
    amount: value,
    sourceChainId: f.source,
    destinationChainId: f.destination,
    wanted: f.wanted,
    circle: {
      // A failed fee read uses the fallback schedule.
      schedule: fees.data ?? null,
      allowanceUsdc: allowance.data ?? null,
      forwardFee: forwardingFee.data ?? null,
    },
  });
  // A quote is shown only for a transfer that could be sent: two chains and a valid amount.
  const quotable = f.source !== f.destination && parsed.ok;
  const fastReason = quotable
    ? fastUnavailableReason({
        amount: value,
        sourceChainId: f.source,
        destinationChainId: f.destination,
        allowanceUsdc: allowance.data ?? null,
      })
    : null;
  return {
    balance,
    parsed,
    quote,
    quotable,
    // While the allowance is being read there is no reason to give yet.
    fastReason: allowance.isPending ? null : fastReason,
    allowanceUsdc: allowance.data ?? null,
    feesUnreachable: fees.isError,
  };
}
