import { sameWallet } from '@fin/shared/domain/wallet/proof';
import { optimizeRequestSchema, rebalanceRequestSchema } from '@fin/shared/schemas/agent';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { ProvenWallet } from '../auth/require-wallet';
import type { AgentService } from './service';

export const optimizeSchemas = { body: optimizeRequestSchema };
export const rebalanceSchemas = { body: rebalanceRequestSchema };

export function agentHandlers(service: AgentService, provenWallet: ProvenWallet) {
  return {
    async optimize(req: Request, res: Response) {
      const { body } = valid(res, optimizeSchemas);
      const proven = await provenWallet(req);
      const data = await service.optimizePortfolio(body, {
        walletProven: proven !== undefined && sameWallet(proven, body.walletAddress),
      });
      res.json({ success: true, data });
    },
    async rebalance(_req: Request, res: Response) {
      const { body } = valid(res, rebalanceSchemas);
      res.status(201).json(await service.rebalance(body));
    },
  };
}
