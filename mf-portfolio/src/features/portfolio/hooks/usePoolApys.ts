import { useQuery } from '@tanstack/react-query';
import { fetchPoolApys } from '../api/pool-apys';
import { portfolioKeys } from './portfolio-keys';

/** Live pool APYs for the APY badges; a failure only means the rows fall back to the portfolio source's APY. */
export function usePoolApys(enabled: boolean) {
  return useQuery({
    queryKey: portfolioKeys.poolApys,
    queryFn: ({ signal }) => fetchPoolApys(signal),
    enabled,
    staleTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });
}
