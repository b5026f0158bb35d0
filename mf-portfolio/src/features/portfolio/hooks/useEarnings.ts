import { earningsKeys, fetchEarnings } from '@fin/shared/api/earnings';
import { onSectionNotice } from '@fin/shared/contract/section-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The API keeps each wallet's figures a minute; the panel asks again at that pace. */
const EARNINGS_REFRESH_MS = 60_000;

/**
 * What the wallet's positions really earned (the API reads the protocols' events). Without the API the rows simply
 * show no earnings: reading every chain's event history from the browser is not worth its cost. A deposit made in
 * another section reads the chains again.
 */
export function useEarnings(address: string, enabled: boolean) {
  const client = useQueryClient();
  const queryKey = earningsKeys.wallet(address);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchEarnings(address, { signal }),
    enabled,
    refetchInterval: EARNINGS_REFRESH_MS,
    retry: false,
  });
  useEffect(
    () =>
      onSectionNotice('depositRecorded', (d) => {
        if (d.address.toLowerCase() !== address.toLowerCase()) return;
        void client.fetchQuery({
          queryKey,
          queryFn: ({ signal }) => fetchEarnings(address, { signal, refresh: true }),
        });
      }),
    [client, address, queryKey],
  );
  /** Reads the chains again (the Refresh button). */
  const refresh = () =>
    client.fetchQuery({
      queryKey,
      queryFn: ({ signal }) => fetchEarnings(address, { signal, refresh: true }),
    });
  return { ...query, refresh };
}
