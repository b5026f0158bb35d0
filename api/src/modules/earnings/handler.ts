import { earningsParamsSchema, earningsQuerySchema } from '@fin/shared/schemas/earnings';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { EarningsService } from './service';

export const earningsSchemas = { params: earningsParamsSchema, query: earningsQuerySchema };

export function earningsHandlers(service: EarningsService) {
  return {
    async get(_req: Request, res: Response) {
      const { params, query } = valid(res, earningsSchemas);
      const body = await service.earnings(params.address, { refresh: query.refresh, atOnce: query.atOnce });
      res.set('Cache-Control', 'no-store').json(body);
    },
    async ledger(_req: Request, res: Response) {
      const { params } = valid(res, earningsSchemas);
      res.set('Cache-Control', 'no-store').json(await service.ledger(params.address));
    },
  };
}
