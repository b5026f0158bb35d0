// The optimizer's endpoints (/api/optimizer/*; /api/agent/* is the spec's alias): one analysis of the wallet, and the check of one rebalancing decision
// right before the wallet signs it.
import {
  type OptimizeRequestInput,
  optimizeResponseSchema,
  type RebalanceRequestInput,
  rebalanceResponseSchema,
} from '@fin/shared/schemas/optimizer';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { apiPost } from './client';

/** The analysis simulates candidate moves on several chains: give it longer than a plain read. */
export const OPTIMIZE_TIMEOUT_MS = 60_000;

/**
 * One analysis (open to anyone). With the wallet's proof headers, what it weighed is kept for the wallet's agent (a
 * reason to buy reports on those venues); without, nothing is kept.
 */
export function optimizePortfolio(
  body: OptimizeRequestInput,
  options: { signal?: AbortSignal; headers?: ProofHeaders } = {},
) {
  return apiPost('/api/optimizer/optimize', body, optimizeResponseSchema, {
    ...options,
    timeoutMs: OPTIMIZE_TIMEOUT_MS,
  });
}

/**
 * Resolves with the re-measured action when the move still pays; rejects (ApiError 409) with the reason when not.
 * The decision is recorded for the wallet, so it needs the wallet's proof (401 without).
 */
export function checkRebalance(
  body: RebalanceRequestInput,
  options: { signal?: AbortSignal; headers?: ProofHeaders } = {},
) {
  return apiPost('/api/optimizer/rebalance', body, rebalanceResponseSchema, {
    ...options,
    timeoutMs: OPTIMIZE_TIMEOUT_MS,
  });
}
