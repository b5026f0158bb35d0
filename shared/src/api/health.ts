// GET /api/health (is the API process up) and GET /api/ready (is every dependency it needs reachable).
import { healthResponseSchema, readyResponseSchema } from '@fin/shared/schemas/health';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import { queryKeys } from './keys';

export const healthKeys = queryKeys('health', { live: () => [], ready: () => [] });

export const healthQuery = () =>
  queryOptions({
    queryKey: healthKeys.live(),
    queryFn: ({ signal }) => apiGet('/api/health', healthResponseSchema, { signal, timeoutMs: 5_000 }),
  });

export const readyQuery = () =>
  queryOptions({
    queryKey: healthKeys.ready(),
    queryFn: ({ signal }) => apiGet('/api/ready', readyResponseSchema, { signal, timeoutMs: 10_000 }),
  });
