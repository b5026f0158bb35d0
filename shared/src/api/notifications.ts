// GET /api/notifications/:address (newest first) and POST /api/notifications/trigger (a transfer event).
import {
  notificationsResponseSchema,
  type TriggerNotificationRequest,
  triggerNotificationResponseSchema,
} from '@fin/shared/schemas/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { queryKeys } from './keys';

export const notificationsKeys = queryKeys('notifications', {
  list: (address: string, limit?: number) => [address.toLowerCase(), limit],
});

/**
 * A wallet's notifications need its proof: pass `withProof` from hooks/useWalletSession (it signs in when needed).
 */
export const notificationsQuery = (
  address: string,
  withProof: <T>(call: (headers: { authorization: string }) => Promise<T>) => Promise<T>,
  limit?: number,
) =>
  queryOptions({
    queryKey: notificationsKeys.list(address, limit),
    queryFn: ({ signal }) =>
      withProof((headers) =>
        apiGet(`/api/notifications/${address}`, notificationsResponseSchema, {
          signal,
          headers,
          query: { limit },
        }),
      ),
  });

/** Needs the recipient wallet's proof: `withProof((headers) => triggerNotification(body, { headers }))`. */
export function triggerNotification(
  body: TriggerNotificationRequest,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
) {
  return apiPost('/api/notifications/trigger', body, triggerNotificationResponseSchema, options);
}
