import {
  allStablecoinsQuerySchema,
  poolHistoryParamsSchema,
  poolHistoryQuerySchema,
} from '@fin/shared/schemas/yields';
import type { Request, Response } from 'express';
import { valid } from '../../http/validate';
import type { PoolHistoryService } from './history-service';
import { matchesEtag, YieldsResponseCache } from './response-cache';
import type { YieldsService } from './service';

export const allStablecoinsSchemas = { query: allStablecoinsQuerySchema };
export const historySchemas = { params: poolHistoryParamsSchema, query: poolHistoryQuerySchema };

export function yieldsHandlers(yields: YieldsService, history: PoolHistoryService) {
  const encoded = new YieldsResponseCache();
  return {
    async allStablecoins(req: Request, res: Response) {
      const { query } = valid(res, allStablecoinsSchemas);
      const result = await yields.getAll(query.refresh);
      const body = encoded.encode(result);
      res.set({ ETag: body.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
      if (matchesEtag(req.get('if-none-match'), body.etag)) {
        res.status(304).end();
        return;
      }
      res.type('application/json');
      if (req.acceptsEncodings('gzip') === 'gzip') {
        res.set('Content-Encoding', 'gzip').send(body.gzip);
      } else {
        res.send(body.json);
      }
    },
    async history(_req: Request, res: Response) {
      const { params, query } = valid(res, historySchemas);
      const points = await history.history(params.id, query.days);
      res.json({ success: true, id: params.id, points });
    },
  };
}
