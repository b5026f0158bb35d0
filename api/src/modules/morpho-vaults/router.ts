import { Router } from 'express';
import { morphoVaultsHandlers } from './handler';
import type { MorphoVaultsService } from './service';

export function morphoVaultsRouter(service: MorphoVaultsService): Router {
  return Router().get('/', morphoVaultsHandlers(service).list);
}
