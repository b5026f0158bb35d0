import { allStablecoinsQuery } from '@fin/shared/api/yields';
import { useQuery } from '@tanstack/react-query';
import { isProtocolPool } from '../api/protocol-pools';
import type { UpComingProtocol } from '../data';

/** The live pools of one protocol, best APY first, narrowed from the page's one yields list. */
export function useProtocolPools(protocol: UpComingProtocol) {
  return useQuery({
    ...allStablecoinsQuery(),
    select: (response) =>
      response.data
        .filter((pool) => isProtocolPool(protocol, pool))
        .sort((a, b) => (b.apy ?? -1) - (a.apy ?? -1)),
  });
}
