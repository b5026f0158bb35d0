import { walletSessionRequestSchema } from '@fin/shared/schemas/auth';
import type { Request, Response } from 'express';
import type { Hex } from 'viem';
import { valid } from '../../http/validate';
import type { WalletLocals } from './require-wallet';
import type { AuthService } from './service';

export const sessionSchemas = { body: walletSessionRequestSchema };

export function authHandlers(service: AuthService) {
  return {
    async nonce(req: Request, res: Response) {
      const issued = await service.issueNonce(req.ip ?? 'unknown');
      res.set('Cache-Control', 'no-store').json({ success: true, ...issued });
    },
    async signIn(_req: Request, res: Response) {
      const { body } = valid(res, sessionSchemas);
      const session = await service.signIn(body.message, body.signature as Hex);
      res
        .set('Cache-Control', 'no-store')
        .status(201)
        .json({ success: true, ...session });
    },
    whoAmI(_req: Request, res: Response) {
      const { wallet } = res.locals as WalletLocals;
      res.set('Cache-Control', 'no-store').json({
        success: true,
        address: wallet.address,
        expiresAt: new Date(wallet.expiresAt).toISOString(),
      });
    },
  };
}
