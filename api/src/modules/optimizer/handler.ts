import { sameWallet } from '@fin/shared/domain/wallet/proof';
import { optimizeRequestSchema, rebalanceRequestSchema } from '@fin/shared/schemas/optimizer';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { ProvenWallet } from '../auth/require-wallet';
import type { OptimizerService } from './service';

export const optimizeSchemas = { body: optimizeRequestSchema };
export const rebalanceSchemas = { body: rebalanceRequestSchema };

export function optimizerHandlers(service: OptimizerService, provenWallet: ProvenWallet) {
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
