import type { AgentStatus } from '@fin/shared/domain/agent/panel';

/** What the panel's status badge says: initializing until the agent is read, then paused, processing or active. */
export function agentStatus(read: boolean, paused: boolean, busy: boolean): AgentStatus {
  if (!read) return 'initializing';
  if (paused) return 'paused';
  return busy ? 'processing' : 'active';
}

/** An error's text for the agent's log. */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : 'Failed to fetch data');
