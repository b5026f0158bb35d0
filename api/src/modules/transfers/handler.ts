import { addressSchema } from '@fin/shared/schemas/common';
import { transferRecordSchema } from '@fin/shared/schemas/transfers';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { valid } from '../../http/validate';
import type { TransfersService } from './service';

export const upsertSchemas = { body: transferRecordSchema };
export const listSchemas = { params: z.object({ address: addressSchema }) };

/** The wallet the wallet-proof middleware established for this request (none for a write without a sign-in). */
const provenWallet = (res: Response): string | undefined =>
  (res.locals as { wallet?: { address: string } }).wallet?.address;

export function transferHandlers(service: TransfersService) {
  return {
    async upsert(_req: Request, res: Response) {
      const { body } = valid(res, upsertSchemas);
      const wallet = provenWallet(res);
      const transfer = wallet ? await service.upsert(wallet, body) : await service.upsertProvenOnChain(body);
      res.status(200).json({ success: true, transfer });
    },
    async list(_req: Request, res: Response) {
      const { params } = valid(res, listSchemas);
      const transfers = await service.list(params.address);
      res.set('cache-control', 'no-store').json({ success: true, transfers });
    },
  };
}
