// The server's agent (/api/autopilot/*): its switches and what it did, for the signed-in wallet only.
import { type AgentSwitchesRequest, agentAwaySchema, agentRoundsSchema } from '@fin/shared/schemas/autopilot';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiSend } from './client';
import { queryKeys } from './keys';

export const autopilotKeys = queryKeys('autopilot', {
  agent: (wallet: string) => [wallet.toLowerCase()],
});

/** How the wallet's agent runs on the server: paused or not, live data, its last and next round. */
export const agentRoundsQuery = (wallet: string, headers: ProofHeaders) =>
  queryOptions({
    queryKey: autopilotKeys.agent(wallet),
    queryFn: ({ signal }) =>
      apiGet('/api/autopilot/agent', agentRoundsSchema, {
        signal,
        headers,
        query: { walletAddress: wallet },
      }),
  });

/** Pause/Resume and the live-data switch, kept on the server: the agent obeys them with every tab closed. */
export function setAgentSwitches(body: AgentSwitchesRequest, headers: ProofHeaders) {
  return apiSend('PUT', '/api/autopilot/agent', body, agentRoundsSchema, { headers });
}

/** The owner is looking: returns what the agent did since they last looked. */
export function markAgentSeen(wallet: string, headers: ProofHeaders) {
  return apiPost('/api/autopilot/agent/seen', { walletAddress: wallet }, agentAwaySchema, { headers });
}

/** An announced move cancelled before it runs (within the owner's window). */
export function cancelAgentMove(wallet: string, moveId: string, headers: ProofHeaders) {
  return apiPost('/api/autopilot/moves/cancel', { walletAddress: wallet, moveId }, agentRoundsSchema, {
    headers,
  });
}
