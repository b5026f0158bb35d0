// GET /api/defi/all-stablecoins (spec §7; ?refresh=true on the Refresh button) and the pool history of the
// detail modal, as TanStack Query options so every caller shares one cache entry per key.
import { allStablecoinsResponseSchema, poolHistoryResponseSchema } from '@fin/shared/schemas/yields';
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/fetch-json';

export const yieldsKeys = {
  all: ['yields'] as const,
  list: ['yields', 'all-stablecoins'] as const,
  history: (poolId: string) => ['yields', 'history', poolId] as const,
};

export function fetchAllStablecoins(refresh: boolean, signal?: AbortSignal) {
  return fetchJson(
    `/api/defi/all-stablecoins${refresh ? '?refresh=true' : ''}`,
    allStablecoinsResponseSchema,
    signal,
  );
}

export const yieldsListQuery = () =>
  queryOptions({
    queryKey: yieldsKeys.list,
    queryFn: ({ signal }) => fetchAllStablecoins(false, signal),
    staleTime: 60_000,
  });

export const poolHistoryQuery = (poolId: string) =>
  queryOptions({
    queryKey: yieldsKeys.history(poolId),
    queryFn: ({ signal }) =>
      fetchJson(`/api/defi/pools/${encodeURIComponent(poolId)}/history`, poolHistoryResponseSchema, signal),
    staleTime: 5 * 60_000,
  });
