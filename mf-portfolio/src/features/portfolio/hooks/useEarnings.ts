import { earningsKeys, fetchEarnings } from '@fin/shared/api/earnings';
import { onSectionNotice } from '@fin/shared/contract/section-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

/** The API keeps each wallet's figures a minute; the panel asks again at that pace. */
const EARNINGS_REFRESH_MS = 60_000;
/** While a chain's history is read for the first time, its progress and the figures so far move every second. */
const READING_REFRESH_MS = 1_000;

/**
 * What the wallet's positions really earned (the API reads the protocols' events). Without the API the rows simply
 * show no earnings: reading every chain's event history from the browser is not worth its cost. A deposit made in
 * another section reads the chains again.
 */
export function useEarnings(address: string, enabled: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: earningsKeys.wallet(address),
    // The panel shows a first read's progress rather than wait for it.
    queryFn: ({ signal }) => fetchEarnings(address, { signal, atOnce: true }),
    enabled,
    refetchInterval: (q) =>
      q.state.data?.history.some((h) => h.status === 'reading') ? READING_REFRESH_MS : EARNINGS_REFRESH_MS,
    retry: false,
  });
  /**
   * Reads the chains again (the Refresh button, a deposit). A fetch already running is cancelled first and the
   * cached answer counts as stale: fetchQuery would otherwise hand back either, which may be the API's cached figures.
   */
  const refresh = useCallback(async () => {
    const queryKey = earningsKeys.wallet(address);
    await client.cancelQueries({ queryKey });
    return client.fetchQuery({
      queryKey,
      staleTime: 0,
      queryFn: ({ signal }) => fetchEarnings(address, { signal, refresh: true, atOnce: true }),
    });
  }, [client, address]);
  useEffect(
    () =>
      onSectionNotice('depositRecorded', (d) => {
        if (d.address.toLowerCase() === address.toLowerCase()) void refresh().catch(() => undefined);
      }),
    [address, refresh],
  );
  return { ...query, refresh };
}
