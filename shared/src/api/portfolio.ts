// GET /api/portfolio/:address: everything the portfolio panel shows, in one call. The key carries the lower-case
// wallet and whether its chain is a testnet, so another wallet's rows are never served from the cache.
import { portfolioResponseSchema } from '@fin/shared/schemas/portfolio';
import { apiGet } from './client';
import { queryKeys } from './keys';

export const portfolioKeys = queryKeys('portfolio', {
  balances: (address: string, testnet: boolean) => [address.toLowerCase(), testnet],
});

/** Zero balances are included: the panel lists every token of every chain it read. */
export function fetchPortfolio(address: string, options: { signal?: AbortSignal } = {}) {
  return apiGet(`/api/portfolio/${address}`, portfolioResponseSchema, {
    signal: options.signal,
    query: { includeZero: true },
  });
}
