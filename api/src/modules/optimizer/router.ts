import { Router } from 'express';
import { validate } from '../../http/validate';
import type { ProvenWallet, RequireWallet } from '../auth/require-wallet';
import { optimizerHandlers, optimizeSchemas, rebalanceSchemas } from './handler';
import type { OptimizerService } from './service';

/**
 * POST /api/optimizer/optimize (also /api/agent/optimize, the spec's path: an analysis, open to anyone; what it weighed is kept for the wallet's agent only when
 * the wallet itself asks, signed in) and POST /api/optimizer/rebalance (also /api/agent/rebalance: a decision recorded for a wallet: only that
 * wallet, signed in, may ask; the proof is checked before anything, so a refused call stores nothing).
 */
export function optimizerRouter(
  service: OptimizerService,
  requireWallet: RequireWallet,
  provenWallet: ProvenWallet,
): Router {
  const h = optimizerHandlers(service, provenWallet);
  return Router()
    .post('/optimize', validate(optimizeSchemas), h.optimize)
    .post('/rebalance', requireWallet('walletAddress'), validate(rebalanceSchemas), h.rebalance);
}
