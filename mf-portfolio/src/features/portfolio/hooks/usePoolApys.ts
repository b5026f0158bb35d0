import { allStablecoinsQuery } from '@fin/shared/api/yields';
import { useQuery } from '@tanstack/react-query';
import { toPoolApys } from '../api/pool-apys';

/** Live pool APYs for the APY badges; a failure only means the rows fall back to the portfolio source's APY. */
export function usePoolApys(enabled: boolean) {
  return useQuery({
    ...allStablecoinsQuery(),
    select: toPoolApys,
    enabled,
    refetchInterval: 5 * 60_000,
    retry: false,
  });
}
