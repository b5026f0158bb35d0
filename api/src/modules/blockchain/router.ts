import { Router } from 'express';
import { validate } from '../../http/validate';
import { balanceSchemas, blockchainHandlers, stablecoinBalancesSchemas } from './handler';
import type { BalancesService } from './service';

export function blockchainRouter(service: BalancesService): Router {
  const h = blockchainHandlers(service);
  return Router()
    .post('/balance', validate(balanceSchemas), h.balance)
    .post('/stablecoin-balances', validate(stablecoinBalancesSchemas), h.stablecoinBalances);
}
