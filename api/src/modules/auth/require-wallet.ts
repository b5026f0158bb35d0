// `requireWallet(field)`: an Express middleware for routes whose records belong to one wallet. The request must
// carry `Authorization: Bearer <token>` from POST /api/auth/session, and the token's wallet must be the one named
// by `field`: a path parameter (`'address'`), a dotted path into the JSON body (`'transfer.recipient'`) or a query
// parameter. After `validate(...)` it compares against the parsed value; before it, a call without proof is
// refused (401) whatever else is wrong with it.
import { sameWallet } from '@fin/shared/domain/wallet/proof';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../http/errors';
import type { AuthService } from './service';
import { WalletProofError } from './service';

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

function pick(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The wallet a request names in `field`: parsed values first, then the raw params and body. */
function namedWallet(req: Request, res: Response, field: string): unknown {
  const parsed = res.locals.valid as { params?: unknown; body?: unknown } | undefined;
  return (
    pick(parsed?.params, field) ??
    pick(parsed?.body, field) ??
    pick(req.params, field) ??
    pick(req.body, field) ??
    pick(req.query, field)
  );
}

export type WalletLocals = { wallet: { address: string; expiresAt: number } };

export function makeRequireWallet(auth: AuthService) {
  return function requireWallet(field: string): RequestHandler {
    return async (req: Request, res: Response, next: NextFunction) => {
      try {
        const claims = await auth.check(bearer(req));
        const named = namedWallet(req, res, field);
        if (typeof named !== 'string')
          throw new ApiError(400, 'VALIDATION_ERROR', `Invalid request: ${field} is required`);
        if (!sameWallet(named, claims.address))
          throw new WalletProofError(
            403,
            'WALLET_MISMATCH',
            'The signed-in wallet is not the wallet these records belong to',
          );
        (res.locals as WalletLocals).wallet = claims;
        next();
      } catch (err) {
        next(err);
      }
    };
  };
}

export type RequireWallet = ReturnType<typeof makeRequireWallet>;

/**
 * The wallet a request's bearer token proves, or undefined (no token, or one refused): for routes open to anyone
 * that keep something for a wallet only when the wallet itself asked (the chat's paid report, the optimizer's
 * weighed venues).
 */
export function makeProvenWallet(auth: AuthService) {
  return async (req: Request): Promise<string | undefined> => {
    const token = bearer(req);
    if (!token) return undefined;
    try {
      return (await auth.check(token)).address;
    } catch {
      return undefined;
    }
  };
}

export type ProvenWallet = ReturnType<typeof makeProvenWallet>;
