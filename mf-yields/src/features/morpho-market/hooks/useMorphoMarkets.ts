// Reads Fin's configured Morpho Blue markets on Ethereum and Base: market state, params and the IRM's rate at
// target, plus the connected wallet's position (utils/market-reads.ts says what is read and how it is read back).

import { useMemo } from 'react';
import type { Address } from 'viem';
import { useReadContracts } from 'wagmi';
import { marketReads, marketViews, positionUser, type ReadAnswer } from '../utils/market-reads';

export function useMorphoMarkets(user: Address | undefined) {
  const reader = positionUser(user);
  const contracts = marketReads(reader);
  const reads = useReadContracts({ contracts, allowFailure: true, query: { refetchInterval: 30_000 } });

  const markets = useMemo(() => {
    const results = reads.data as readonly ReadAnswer[] | undefined;
    if (!results) return [];
    return marketViews(results, reader, BigInt(Math.floor(Date.now() / 1000)));
  }, [reads.data, reader]);

  return { markets, isPending: reads.isPending, isError: reads.isError, refetch: reads.refetch };
}
