// POST /api/blockchain/balance and POST /api/blockchain/stablecoin-balances: reads, so they get query options
// (keyed by their request) even though the API takes them as POST bodies.
import {
  type BalanceRequest,
  balanceResponseSchema,
  type StablecoinBalancesRequest,
  stablecoinBalancesResponseSchema,
} from '@fin/shared/schemas/blockchain';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from './client';
import { queryKeys } from './keys';

export const blockchainKeys = queryKeys('blockchain', {
  balance: (r: BalanceRequest) => [
    String(r.address).toLowerCase(),
    r.chainId,
    String(r.tokenAddress).toLowerCase(),
  ],
  stablecoinBalances: (r: StablecoinBalancesRequest) => [String(r.address).toLowerCase(), r.chainId],
});

export const balanceQuery = (request: BalanceRequest) =>
  queryOptions({
    queryKey: blockchainKeys.balance(request),
    queryFn: ({ signal }) => apiPost('/api/blockchain/balance', request, balanceResponseSchema, { signal }),
  });

export const stablecoinBalancesQuery = (request: StablecoinBalancesRequest) =>
  queryOptions({
    queryKey: blockchainKeys.stablecoinBalances(request),
    queryFn: ({ signal }) =>
      apiPost('/api/blockchain/stablecoin-balances', request, stablecoinBalancesResponseSchema, { signal }),
  });
