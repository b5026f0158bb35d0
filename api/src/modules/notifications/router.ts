import { Router } from 'express';
import { validate } from '../../http/validate';
import { listSchemas, notificationHandlers, triggerSchemas } from './handler';
import type { NotificationsService } from './service';

export function notificationsRouter(service: NotificationsService): Router {
  const h = notificationHandlers(service);
  return Router()
    .post('/trigger', validate(triggerSchemas), h.trigger)
    .get('/:address', validate(listSchemas), h.list);
}
