// GET /api/morpho-vaults (spec §7): top Morpho vaults on Ethereum.
import { morphoVaultsResponseSchema } from '@fin/shared/schemas/morpho-vaults';
import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/fetch-json';

export const morphoVaultsQuery = () =>
  queryOptions({
    queryKey: ['morpho', 'vaults'] as const,
    queryFn: ({ signal }) => fetchJson('/api/morpho-vaults', morphoVaultsResponseSchema, signal),
    staleTime: 5 * 60_000,
    // The built-in list takes over at once; a retry would only delay it.
    retry: false,
  });
