import { earningsKeys, fetchEarnings } from '@fin/shared/api/earnings';
import { onSectionNotice } from '@fin/shared/contract/section-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/** While a chain's history is read for the first time, its progress and the figures so far move every second. */
const READING_REFRESH_MS = 1_000;

/**
 * What the wallet's positions really earned (the API reads the protocols' events). Without the API the rows simply
 * show no earnings: reading every chain's event history from the browser is not worth its cost. Earnings are read
 * again with every portfolio read (`portfolioReadAt`: its time), so a row's value and its 'earned' come from reads
 * made together, not a minute apart; a deposit made in another section reads the chains again too.
 */
export function useEarnings(address: string, enabled: boolean, portfolioReadAt: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: earningsKeys.wallet(address),
    // The panel shows a first read's progress rather than wait for it.
    queryFn: ({ signal }) => fetchEarnings(address, { signal, atOnce: true }),
    enabled,
    // Otherwise it follows the portfolio's reads (below).
    refetchInterval: (q) =>
      q.state.data?.history.some((h) => h.status === 'reading') ? READING_REFRESH_MS : false,
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
  // Each new portfolio read after the first (the 60 s poll, Refresh, a deposit) reads the earnings again with it;
  // the first is answered by the query's own first read.
  const lastRead = useRef(portfolioReadAt);
  useEffect(() => {
    if (!enabled || portfolioReadAt === lastRead.current) return;
    const first = lastRead.current === 0;
    lastRead.current = portfolioReadAt;
    if (!first) void refresh().catch(() => undefined);
  }, [enabled, portfolioReadAt, refresh]);
  useEffect(
    () =>
      onSectionNotice('depositRecorded', (d) => {
        if (d.address.toLowerCase() === address.toLowerCase()) void refresh().catch(() => undefined);
      }),
    [address, refresh],
  );
  return { ...query, refresh };
}
