import { Router } from 'express';
import { validate } from '../../http/validate';
import { earningsHandlers, earningsSchemas } from './handler';
import type { EarningsService } from './service';

/**
 * GET /api/earnings/:address — public chain data, so no wallet proof; each wallet's figures are cached apart.
 * GET /api/earnings/:address/ledger — its flows and monthly earnings, for the accountant's export.
 */
export function earningsRouter(service: EarningsService): Router {
  const handlers = earningsHandlers(service);
  return Router()
    .get('/:address', validate(earningsSchemas), handlers.get)
    .get('/:address/ledger', validate(earningsSchemas), handlers.ledger);
}
