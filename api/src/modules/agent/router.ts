import { Router } from 'express';
import { validate } from '../../http/validate';
import type { RequireWallet } from '../auth/require-wallet';
import { agentHandlers, optimizeSchemas, rebalanceSchemas } from './handler';
import type { AgentService } from './service';

/**
 * POST /api/agent/optimize (an analysis, open to anyone) and POST /api/agent/rebalance (a decision recorded for a
 * wallet: only that wallet, signed in, may ask; the proof is checked before anything, so a refused call stores
 * nothing).
 */
export function agentRouter(service: AgentService, requireWallet: RequireWallet): Router {
  const h = agentHandlers(service);
  return Router()
    .post('/optimize', validate(optimizeSchemas), h.optimize)
    .post('/rebalance', requireWallet('walletAddress'), validate(rebalanceSchemas), h.rebalance);
}
