// GET /api/earnings/:address: what each position really earned. Keyed by the lower-case wallet, so another
// wallet's figures are never served from the cache.
import { earningsResponseSchema } from '@fin/shared/schemas/earnings';
import { earningsLedgerSchema } from '@fin/shared/schemas/earnings-ledger';
import { apiGet } from './client';
import { queryKeys } from './keys';

export const earningsKeys = queryKeys('earnings', {
  wallet: (address: string) => [address.toLowerCase()],
});

/** `refresh` reads the chains again instead of the API's cached figures for this wallet. */
export function fetchEarnings(address: string, options: { signal?: AbortSignal; refresh?: boolean } = {}) {
  return apiGet(`/api/earnings/${address}`, earningsResponseSchema, {
    signal: options.signal,
    ...(options.refresh ? { query: { refresh: true } } : {}),
  });
}

/** The wallet's ledger (flows and monthly earnings) for the accountant's export. */
export function fetchEarningsLedger(address: string, options: { signal?: AbortSignal } = {}) {
  return apiGet(`/api/earnings/${address}/ledger`, earningsLedgerSchema, { signal: options.signal });
}
