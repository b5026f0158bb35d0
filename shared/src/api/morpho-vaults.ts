// GET /api/morpho-vaults: the top Morpho vaults on Ethereum.
import { morphoVaultsResponseSchema } from '@fin/shared/schemas/morpho-vaults';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import { queryKeys } from './keys';

export const morphoVaultsKeys = queryKeys('morpho-vaults', { list: () => [] });

export const morphoVaultsQuery = () =>
  queryOptions({
    queryKey: morphoVaultsKeys.list(),
    queryFn: ({ signal }) => apiGet('/api/morpho-vaults', morphoVaultsResponseSchema, { signal }),
    staleTime: 5 * 60_000,
    // The built-in list takes over at once; a retry would only delay it.
    retry: false,
  });
