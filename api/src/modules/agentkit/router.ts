import { Router } from 'express';
import { validate } from '../../http/validate';
import { agentkitHandlers, purchaseSchemas } from './handler';
import type { AgentWalletService } from './service';

export function agentkitRouter(agent: AgentWalletService): Router {
  const h = agentkitHandlers(agent);
  return Router()
    .get('/initialize', h.initialize)
    .post('/initialize', h.initialize)
    .post('/purchase', validate(purchaseSchemas), h.purchase)
    .get('/budget', h.budget)
    .get('/log', h.log);
}
