import { type RequestHandler, Router } from 'express';
import { validate } from '../../http/validate';
import { type ProvenWallet, transferHandlers, upsertSchemas } from './handler';
import type { TransfersService } from './service';

/**
 * POST /api/transfers (record or update one transfer) and GET /api/transfers (this wallet's transfers, newest
 * first). Both sit behind the wallet-proof middleware: a record is read and written only by the wallet it
 * belongs to.
 */
export function transfersRouter(
  service: TransfersService,
  requireWallet: RequestHandler,
  provenWallet: ProvenWallet,
): Router {
  const h = transferHandlers(service, provenWallet);
  return Router().use(requireWallet).post('/', validate(upsertSchemas), h.upsert).get('/', h.list);
}
