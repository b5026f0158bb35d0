import { Router } from 'express';
import { healthHandlers } from './handler';
import type { HealthService } from './service';

export function healthRouter(service: HealthService): Router {
  const h = healthHandlers(service);
  return Router().get('/health', h.health).get('/ready', h.ready);
}
