import { Router } from 'express';
import { validate } from '../../http/validate';
import { agentHandlers, optimizeSchemas, rebalanceSchemas } from './handler';
import type { AgentService } from './service';

export function agentRouter(service: AgentService): Router {
  const h = agentHandlers(service);
  return Router()
    .post('/optimize', validate(optimizeSchemas), h.optimize)
    .post('/rebalance', validate(rebalanceSchemas), h.rebalance);
}
