import { Router } from 'express';
import { validate } from '../../http/validate';
import { earningsHandlers, earningsSchemas } from './handler';
import type { EarningsService } from './service';

/** GET /api/earnings/:address — public chain data, so no wallet proof; each wallet's figures are cached apart. */
export function earningsRouter(service: EarningsService): Router {
  return Router().get('/:address', validate(earningsSchemas), earningsHandlers(service).get);
}
