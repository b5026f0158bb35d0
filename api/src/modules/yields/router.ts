import { Router } from 'express';
import { validate } from '../../http/validate';
import { allStablecoinsSchemas, historySchemas, yieldsHandlers } from './handler';
import type { PoolHistoryService } from './history-service';
import type { YieldsService } from './service';

export function yieldsRouter(yields: YieldsService, history: PoolHistoryService): Router {
  const h = yieldsHandlers(yields, history);
  return Router()
    .get('/all-stablecoins', validate(allStablecoinsSchemas), h.allStablecoins)
    .get('/pools/:id/history', validate(historySchemas), h.history);
}
