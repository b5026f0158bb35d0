import { type RequestHandler, Router } from 'express';
import { validate } from '../../http/validate';
import type { RequireWallet } from '../auth/require-wallet';
import { listSchemas, transferHandlers, upsertSchemas } from './handler';
import type { TransfersService } from './service';

/** Checks the sign-in when the request carries one; a request without one goes on unproven. */
const whenSignedIn =
  (check: RequestHandler): RequestHandler =>
  (req, res, next) =>
    req.headers.authorization ? check(req, res, next) : next();

/**
 * POST /api/transfers (record or update one transfer) and GET /api/transfers/:address (that wallet's transfers,
 * newest first). A record is read only by the wallet it belongs to (a signed-in session whose address is the listed
 * one). It is written by the wallet the source chain names as the burn's depositor: signed in, the whole record;
 * without a sign-in (the burn itself proves the wallet, so a transfer asks for no extra signature), only the burn as
 * the chain shows it (service.ts).
 */
export function transfersRouter(service: TransfersService, requireWallet: RequireWallet): Router {
  const h = transferHandlers(service);
  return Router()
    .post('/', validate(upsertSchemas), whenSignedIn(requireWallet('recipient')), h.upsert)
    .get('/:address', validate(listSchemas), requireWallet('address'), h.list);
}
