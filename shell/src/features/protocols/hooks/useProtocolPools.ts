import { useQuery } from '@tanstack/react-query';
import { fetchAllStablecoins, isProtocolPool } from '../api/fetch-protocol-pools';
import type { UpComingProtocol } from '../data';

/** The live pools of one protocol, best APY first. */
export function useProtocolPools(protocol: UpComingProtocol) {
  return useQuery({
    queryKey: ['shell', 'all-stablecoins'],
    queryFn: ({ signal }) => fetchAllStablecoins(signal),
    select: (pools) =>
      pools.filter((pool) => isProtocolPool(protocol, pool)).sort((a, b) => (b.apy ?? -1) - (a.apy ?? -1)),
  });
}
