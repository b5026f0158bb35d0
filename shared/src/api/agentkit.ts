// Each wallet's agent (/api/agentkit/*): every call names the wallet and carries its proof (a signed-in session),
// so a page only ever sees and spends its own wallet's agent.
import {
  type AgentPurchaseRequest,
  agentBudgetResponseSchema,
  agentInitializeResponseSchema,
  agentLogResponseSchema,
  agentPurchaseResponseSchema,
  agentWithdrawalSchema,
} from '@fin/shared/schemas/agent-wallet';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiSend } from './client';
import { queryKeys } from './keys';

export const agentKeys = queryKeys('agentkit', {
  initialize: (wallet: string) => [wallet.toLowerCase()],
  log: (wallet: string) => [wallet.toLowerCase()],
});

/** The wallet's agent: on or not, its address and balances read on chain, mode and today's budget. Reads only. */
export const agentInitializeQuery = (wallet: string, headers: ProofHeaders) =>
  queryOptions({
    queryKey: agentKeys.initialize(wallet),
    queryFn: ({ signal }) =>
      apiGet('/api/agentkit/initialize', agentInitializeResponseSchema, {
        signal,
        headers,
        query: { walletAddress: wallet },
      }),
  });

/** The wallet's agent's latest 15 log entries, newest first. */
export const agentLogQuery = (wallet: string, headers: ProofHeaders) =>
  queryOptions({
    queryKey: agentKeys.log(wallet),
    queryFn: ({ signal }) =>
      apiGet('/api/agentkit/log', agentLogResponseSchema, {
        signal,
        headers,
        query: { walletAddress: wallet },
      }),
  });

/** Turns the wallet's agent on (creates its account on the server); returns it as the read does. */
export function turnAgentOn(wallet: string, headers: ProofHeaders) {
  return apiPost('/api/agentkit/initialize', { walletAddress: wallet }, agentInitializeResponseSchema, {
    headers,
  });
}

/** 'Buy report now': one report bought by the wallet's agent; `success: false` with `error` when refused. */
export function purchaseReport(body: AgentPurchaseRequest, headers: ProofHeaders) {
  return apiPost('/api/agentkit/purchase', body, agentPurchaseResponseSchema, { headers });
}

export function setAgentBudget(wallet: string, budgetUsdc: string, headers: ProofHeaders) {
  return apiSend(
    'PUT',
    '/api/agentkit/budget',
    { walletAddress: wallet, budgetUsdc },
    agentBudgetResponseSchema,
    {
      headers,
    },
  );
}

/** The agent's USDC authorized back to the wallet (EIP-3009), for the wallet to submit. */
export function agentWithdrawal(wallet: string, headers: ProofHeaders) {
  return apiPost('/api/agentkit/withdraw', { walletAddress: wallet }, agentWithdrawalSchema, { headers });
}
