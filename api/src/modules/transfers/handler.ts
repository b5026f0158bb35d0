import { transferRecordSchema } from '@fin/shared/schemas/transfers';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { TransfersService } from './service';

export const upsertSchemas = { body: transferRecordSchema };

/** The wallet address the wallet-proof middleware established for this request. */
export type ProvenWallet = (res: Response) => string;

export function transferHandlers(service: TransfersService, provenWallet: ProvenWallet) {
  return {
    async upsert(_req: Request, res: Response) {
      const { body } = valid(res, upsertSchemas);
      const transfer = await service.upsert(provenWallet(res), body);
      res.status(200).json({ success: true, transfer });
    },
    async list(_req: Request, res: Response) {
      const transfers = await service.list(provenWallet(res));
      res.set('cache-control', 'no-store').json({ success: true, transfers });
    },
  };
}
