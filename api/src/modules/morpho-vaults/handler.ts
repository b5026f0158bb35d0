import type { Request, Response } from 'express';
import type { MorphoVaultsService } from './service';

export function morphoVaultsHandlers(service: MorphoVaultsService) {
  return {
    async list(_req: Request, res: Response) {
      res.json(await service.topVaults());
    },
  };
}
