import { Router } from 'express';
import { validate } from '../../http/validate';
import type { RequireWallet } from '../auth/require-wallet';
import {
  agentkitHandlers,
  budgetSchemas,
  purchaseSchemas,
  walletBodySchemas,
  walletQuerySchemas,
} from './handler';
import type { AgentWalletService } from './service';

/**
 * Each wallet's agent: every route names the wallet (`walletAddress`, in the query for reads, in the body for
 * writes) and needs that wallet's proof, checked first (401 before anything else), so no one reads, spends or sets
 * up another wallet's agent. A refused call stores nothing.
 */
export function agentkitRouter(agent: AgentWalletService, requireWallet: RequireWallet): Router {
  const h = agentkitHandlers(agent);
  const owner = requireWallet('walletAddress');
  return Router()
    .get('/initialize', owner, validate(walletQuerySchemas), h.initialize)
    .post('/initialize', owner, validate(walletBodySchemas), h.initialize)
    .post('/purchase', owner, validate(purchaseSchemas), h.purchase)
    .post('/auto', owner, validate(walletBodySchemas), h.auto)
    .get('/budget', owner, validate(walletQuerySchemas), h.budget)
    .put('/budget', owner, validate(budgetSchemas), h.setBudget)
    .get('/log', owner, validate(walletQuerySchemas), h.log)
    .post('/withdraw', owner, validate(walletBodySchemas), h.withdraw);
}
