// The calculator's "APY after your deposit" and gas payback for pools Fin reads on-chain. Re-measured when the
// amount settles (not on every keystroke).
import { parseAmount } from '@fin/shared/domain/money/amount';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { isFinChainId } from '@fin/shared/web3/wagmi-config';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAccount, usePublicClient } from 'wagmi';
import { depositTarget } from '../../../lib/deposit-target';
import { yieldDetailKeys } from '../api/yield-detail-keys';
import { measureDepositImpact } from '../utils/measure-deposit-impact';
import { isOnchainPool } from '../utils/onchain-pool';

const SETTLE_MS = 400;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(t);
  }, [value]);
  return settled;
}

export function useDepositImpact(o: YieldOpportunity, amount: number) {
  const { address } = useAccount();
  // A pool on a chain outside the wallet config is not measured (usePublicClient would answer for another chain).
  const chainId = isFinChainId(o.chainId) ? o.chainId : undefined;
  const client = usePublicClient({ chainId });
  const target = depositTarget(o);
  const settled = useSettled(amount);
  const units = parseAmount(String(settled), target.decimals);
  const enabled = chainId !== undefined && isOnchainPool(o) && !!address && !!client && units.ok;
  return useQuery({
    queryKey: yieldDetailKeys.depositImpact(o.id, address, units.ok ? units.value : null),
    enabled,
    staleTime: 30_000,
    retry: false,
    queryFn: () =>
      measureDepositImpact({
        client: client as NonNullable<typeof client>,
        target,
        protocol: o.protocol,
        asset: o.asset,
        amount: units.ok ? units.value : 0n,
        amountUsd: settled,
        user: address as NonNullable<typeof address>,
      }),
  });
}
