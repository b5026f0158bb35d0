import type { Request, Response } from 'express';
import type { HealthService } from './service';

export function healthHandlers(service: HealthService) {
  return {
    health(_req: Request, res: Response) {
      res.set('Cache-Control', 'no-store').json(service.health());
    },
    async ready(_req: Request, res: Response) {
      const report = await service.ready();
      res
        .set('Cache-Control', 'no-store')
        .status(report.status === 'not_ready' ? 503 : 200)
        .json(report);
    },
  };
}
