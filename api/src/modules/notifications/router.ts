import { Router } from 'express';
import { validate } from '../../http/validate';
import type { RequireWallet } from '../auth/require-wallet';
import { listSchemas, notificationHandlers, triggerSchemas } from './handler';
import type { NotificationsService } from './service';

// A wallet's notifications are written and read only by that wallet: a signed-in session (modules/auth) whose
// address is the transfer's recipient (writes) or the listed address (reads).
export function notificationsRouter(service: NotificationsService, requireWallet: RequireWallet): Router {
  const h = notificationHandlers(service);
  return Router()
    .post('/trigger', validate(triggerSchemas), requireWallet('transfer.recipient'), h.trigger)
    .get('/:address', validate(listSchemas), requireWallet('address'), h.list);
}
