import { Router } from 'express';
import { validate } from '../../http/validate';
import type { RequireWallet } from '../auth/require-wallet';
import {
  alertHandlers,
  channelsSchemas,
  itemSchemas,
  readSchemas,
  ruleItemSchemas,
  ruleSchemas,
  walletSchemas,
} from './handler';
import type { AlertsService } from './service';

// Every route belongs to the wallet in the path: a signed-in session (modules/auth) of that wallet, else 401/403.
// Records are looked up by wallet and id together, so another wallet's id reads as not found.
export function alertsRouter(service: AlertsService, requireWallet: RequireWallet): Router {
  const h = alertHandlers(service);
  const own = requireWallet('address');
  return Router()
    .get('/:address', validate(walletSchemas), own, h.list)
    .post('/:address/read', validate(readSchemas), own, h.markRead)
    .get('/:address/rules', validate(walletSchemas), own, h.rules)
    .post('/:address/rules', validate(ruleSchemas), own, h.addRule)
    .put('/:address/rules/:id', validate(ruleItemSchemas), own, h.replaceRule)
    .delete('/:address/rules/:id', validate(itemSchemas), own, h.deleteRule)
    .get('/:address/channels', validate(walletSchemas), own, h.channels)
    .put('/:address/channels', validate(channelsSchemas), own, h.setChannels)
    .delete('/:address/:id', validate(itemSchemas), own, h.deleteAlert);
}
