import { Router } from 'express';
import { validate } from '../../http/validate';
import { portfolioHandlers, portfolioSchemas } from './handler';
import type { PortfolioService } from './service';

export function portfolioRouter(service: PortfolioService): Router {
  return Router().get('/:address', validate(portfolioSchemas), portfolioHandlers(service).get);
}
