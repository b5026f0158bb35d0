import { Router } from 'express';
import { validate } from '../../http/validate';
import type { RequireWallet } from '../auth/require-wallet';
import { listSchemas, transferHandlers, upsertSchemas } from './handler';
import type { TransfersService } from './service';

/**
 * POST /api/transfers (record or update one transfer) and GET /api/transfers/:address (that wallet's transfers,
 * newest first). A record is read and written only by the wallet it belongs to: a signed-in session whose address
 * is the transfer's recipient (CCTP to self) or the listed address.
 */
export function transfersRouter(service: TransfersService, requireWallet: RequireWallet): Router {
  const h = transferHandlers(service);
  return Router()
    .post('/', validate(upsertSchemas), requireWallet('recipient'), h.upsert)
    .get('/:address', validate(listSchemas), requireWallet('address'), h.list);
}
