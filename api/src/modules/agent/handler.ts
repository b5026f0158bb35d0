import { optimizeRequestSchema, rebalanceRequestSchema } from '@fin/shared/schemas/agent';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { AgentService } from './service';

export const optimizeSchemas = { body: optimizeRequestSchema };
export const rebalanceSchemas = { body: rebalanceRequestSchema };

export function agentHandlers(service: AgentService) {
  return {
    async optimize(_req: Request, res: Response) {
      const { body } = valid(res, optimizeSchemas);
      const data = await service.optimizePortfolio(body);
      res.json({ success: true, data });
    },
    async rebalance(_req: Request, res: Response) {
      const { body } = valid(res, rebalanceSchemas);
      res.status(201).json(await service.rebalance(body));
    },
  };
}
