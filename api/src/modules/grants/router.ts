// /api/grants: a wallet's grants to its agent. Every route names the wallet and needs its proof first (401), so
// no wallet reads, adds or learns of another's grants; a refused grant stores nothing.
import {
  grantConfirmBodySchema,
  grantPrepareBodySchema,
  grantWalletQuerySchema,
} from '@fin/shared/schemas/grant';
import { type Request, type Response, Router } from 'express';
import { valid, validate } from '../../http/validate';
import type { RequireWallet, WalletLocals } from '../auth/require-wallet';
import type { GrantsService } from './service';

const listSchemas = { query: grantWalletQuerySchema };
const prepareSchemas = { body: grantPrepareBodySchema };
const confirmSchemas = { body: grantConfirmBodySchema };

const proven = (res: Response): string => (res.locals as WalletLocals).wallet.address;

export function grantsRouter(service: GrantsService, requireWallet: RequireWallet): Router {
  const owner = requireWallet('walletAddress');
  return Router()
    .get('/', owner, validate(listSchemas), async (_req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store').json(await service.list(proven(res)));
    })
    .post('/prepare', owner, validate(prepareSchemas), async (_req: Request, res: Response) => {
      const { body } = valid(res, prepareSchemas);
      res.set('Cache-Control', 'no-store').json(await service.prepare(proven(res), body.request));
    })
    .post('/', owner, validate(confirmSchemas), async (_req: Request, res: Response) => {
      const { body } = valid(res, confirmSchemas);
      res
        .set('Cache-Control', 'no-store')
        .status(201)
        .json(await service.confirm(proven(res), body));
    });
}
