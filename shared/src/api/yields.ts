// GET /api/defi/all-stablecoins (the yields list; ?refresh=true rebuilds it from its sources) and
// GET /api/defi/pools/:id/history. One key per endpoint: the yields list, the portfolio's APY badges and the
// protocol pages all read the same cache entry, so a dashboard refresh downloads the list once.
import { allStablecoinsResponseSchema, poolHistoryResponseSchema } from '@fin/shared/schemas/yields';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import { queryKeys } from './keys';

export const yieldsKeys = queryKeys('yields', {
  allStablecoins: () => [],
  history: (poolId: string) => [poolId],
});

export function fetchAllStablecoins(options: { refresh?: boolean; signal?: AbortSignal } = {}) {
  return apiGet('/api/defi/all-stablecoins', allStablecoinsResponseSchema, {
    signal: options.signal,
    query: { refresh: options.refresh ? true : undefined },
  });
}

/** The whole list; sections narrow it with `select` so they still share one request. */
export const allStablecoinsQuery = () =>
  queryOptions({
    queryKey: yieldsKeys.allStablecoins(),
    queryFn: ({ signal }) => fetchAllStablecoins({ signal }),
    staleTime: 60_000,
  });

export const poolHistoryQuery = (poolId: string) =>
  queryOptions({
    queryKey: yieldsKeys.history(poolId),
    queryFn: ({ signal }) =>
      apiGet(`/api/defi/pools/${encodeURIComponent(poolId)}/history`, poolHistoryResponseSchema, { signal }),
    staleTime: 5 * 60_000,
  });
