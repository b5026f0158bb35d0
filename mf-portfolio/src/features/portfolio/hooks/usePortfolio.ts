import { portfolioQuery } from '@fin/shared/api/portfolio';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * The connected wallet's portfolio (the one shared query: the yield goal reads the same cache entry): refetched
 * every 60 s and on refresh/Retry. While refetching, the rows on screen stay (no flicker); when the wallet's network
 * changes the previous rows stay until the new ones arrive, but never another wallet's rows.
 */
export function usePortfolio() {
  const { address, chainId } = usePageWallet();
  const owner = address?.toLowerCase();
  return useQuery({
    ...portfolioQuery(address ?? '', chainId),
    enabled: Boolean(address),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === owner ? keepPreviousData(previous) : undefined,
  });
}
