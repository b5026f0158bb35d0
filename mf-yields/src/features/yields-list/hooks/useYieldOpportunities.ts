// The yields list's data and its three states (loading, loaded, refreshing). Refresh asks the API to
// rebuild from its sources (?refresh=true) and puts the answer in the shared cache.

import { allStablecoinsQuery, fetchAllStablecoins, yieldsKeys } from '@fin/shared/api/yields';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type YieldsLoadState = 'loading' | 'loaded' | 'refreshing' | 'error';

export function useYieldOpportunities() {
  const queryClient = useQueryClient();
  const query = useQuery(allStablecoinsQuery());
  const refresh = useMutation({
    mutationFn: () => fetchAllStablecoins({ refresh: true }),
    onSuccess: (data) => queryClient.setQueryData(yieldsKeys.allStablecoins(), data),
    // A failed refresh is only logged and loading stops: the list keeps what it had rather than going blank.
    onError: (error) => console.error('Yields refresh failed:', error),
  });
  const state: YieldsLoadState = refresh.isPending
    ? 'refreshing'
    : query.data
      ? 'loaded'
      : query.isError
        ? 'error'
        : 'loading';
  return {
    state,
    response: query.data,
    error: query.error ?? refresh.error,
    refresh: () => refresh.mutate(),
    retry: () => void query.refetch(),
  };
}
