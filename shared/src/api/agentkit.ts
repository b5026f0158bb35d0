// The agent's endpoints (/api/agentkit/*): its wallet and budget, its log, and a purchase of one paid report.
import {
  type AgentPurchaseRequest,
  agentInitializeResponseSchema,
  agentLogResponseSchema,
  agentPurchaseResponseSchema,
} from '@fin/shared/schemas/agent-wallet';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import { queryKeys } from './keys';

export const agentKeys = queryKeys('agentkit', {
  initialize: () => [],
  log: () => [],
});

/** The agent's wallet (address, balances read on chain), mode and budget. */
export const agentInitializeQuery = () =>
  queryOptions({
    queryKey: agentKeys.initialize(),
    queryFn: ({ signal }) => apiGet('/api/agentkit/initialize', agentInitializeResponseSchema, { signal }),
  });

/** The agent's latest 15 log entries, newest first. */
export const agentLogQuery = () =>
  queryOptions({
    queryKey: agentKeys.log(),
    queryFn: ({ signal }) => apiGet('/api/agentkit/log', agentLogResponseSchema, { signal }),
  });

/** One report bought with the agent's wallet; `success: false` with `error` when refused. */
export function purchaseReport(body: AgentPurchaseRequest, options: { signal?: AbortSignal } = {}) {
  return apiPost('/api/agentkit/purchase', body, agentPurchaseResponseSchema, options);
}
