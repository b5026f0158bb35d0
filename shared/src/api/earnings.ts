// GET /api/earnings/:address: what each position really earned. Keyed by the lower-case wallet, so another
// wallet's figures are never served from the cache.
import { earningsResponseSchema } from '@fin/shared/schemas/earnings';
import { earningsLedgerSchema } from '@fin/shared/schemas/earnings-ledger';
import { apiGet } from './client';
import { queryKeys } from './keys';

export const earningsKeys = queryKeys('earnings', {
  wallet: (address: string) => [address.toLowerCase()],
});

/**
 * `refresh` reads the chains again instead of the API's cached figures for this wallet; `atOnce` answers without
 * waiting for a first read of a chain's history (with its progress and the figures so far).
 */
export function fetchEarnings(
  address: string,
  options: { signal?: AbortSignal; refresh?: boolean; atOnce?: boolean } = {},
) {
  const query = {
    ...(options.refresh ? { refresh: true } : {}),
    ...(options.atOnce ? { atOnce: true } : {}),
  };
  return apiGet(`/api/earnings/${address}`, earningsResponseSchema, {
    signal: options.signal,
    ...(Object.keys(query).length > 0 ? { query } : {}),
  });
}

/** The wallet's ledger (flows and monthly earnings) for the accountant's export. */
export function fetchEarningsLedger(address: string, options: { signal?: AbortSignal } = {}) {
  return apiGet(`/api/earnings/${address}/ledger`, earningsLedgerSchema, { signal: options.signal });
}
