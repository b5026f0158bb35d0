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

export const notificationsQuery = (address: string, limit?: number) =>
  queryOptions({
    queryKey: notificationsKeys.list(address, limit),
    queryFn: ({ signal }) =>
      apiGet(`/api/notifications/${address}`, notificationsResponseSchema, { signal, query: { limit } }),
  });

export function triggerNotification(
  body: TriggerNotificationRequest,
  options: { signal?: AbortSignal } = {},
) {
  return apiPost('/api/notifications/trigger', body, triggerNotificationResponseSchema, options);
}
