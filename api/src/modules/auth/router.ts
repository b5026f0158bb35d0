import { type RequestHandler, Router } from 'express';
import { validate } from '../../http/validate';
import { authHandlers, sessionSchemas } from './handler';
import type { WalletLocals } from './require-wallet';
import type { AuthService } from './service';

export function authRouter(service: AuthService): Router {
  const h = authHandlers(service);
  // Who the token proves, whatever wallet: used by the browser to check a stored session.
  const anyWallet: RequestHandler = async (req, res, next) => {
    try {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      (res.locals as WalletLocals).wallet = await service.check(token);
      next();
    } catch (err) {
      next(err);
    }
  };
  return Router()
    .post('/nonce', h.nonce)
    .post('/session', validate(sessionSchemas), h.signIn)
    .get('/session', anyWallet, h.whoAmI);
}
