import { portfolioParamsSchema, portfolioQuerySchema } from '@fin/shared/schemas/portfolio';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { PortfolioService } from './service';

export const portfolioSchemas = { params: portfolioParamsSchema, query: portfolioQuerySchema };

export function portfolioHandlers(service: PortfolioService) {
  return {
    async get(_req: Request, res: Response) {
      const { params, query } = valid(res, portfolioSchemas);
      const body = await service.portfolio(params.address, {
        ...(query.chainId === undefined ? {} : { walletChainId: query.chainId }),
        includeZero: query.includeZero,
      });
      res.set('Cache-Control', 'no-store').json(body);
    },
  };
}
