import { balanceRequestSchema, stablecoinBalancesRequestSchema } from '@fin/shared/schemas/blockchain';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { BalancesService } from './service';

export const balanceSchemas = { body: balanceRequestSchema };
export const stablecoinBalancesSchemas = { body: stablecoinBalancesRequestSchema };

export function blockchainHandlers(service: BalancesService) {
  return {
    async balance(_req: Request, res: Response) {
      const { body } = valid(res, balanceSchemas);
      res.json(await service.tokenBalance(body.address, body.chainId, body.tokenAddress, body.decimals));
    },
    async stablecoinBalances(_req: Request, res: Response) {
      const { body } = valid(res, stablecoinBalancesSchemas);
      res.json(await service.stablecoinBalances(body.address, body.chainId));
    },
  };
}
