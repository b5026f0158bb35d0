// Session tokens: `<payload>.<mac>`, the payload naming the wallet and the expiry, the MAC an HMAC-SHA256 under a
// server secret. Stateless on purpose: any API process with the secret can check a token without a database read
// on every call. Without a configured secret each process makes its own, and sessions end when it restarts (the
// browser then signs in again).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Address, getAddress, isAddress } from 'viem';

export type SessionClaims = { address: Address; expiresAt: number };

export class SessionTokens {
  readonly #secret: Buffer;

  constructor(secret?: string) {
    this.#secret = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  issue(claims: SessionClaims): string {
    const payload = Buffer.from(JSON.stringify({ a: claims.address, e: claims.expiresAt })).toString(
      'base64url',
    );
    return `${payload}.${this.#mac(payload)}`;
  }

  /** The claims of a well-formed, untampered token (expired or not), or undefined. */
  read(token: string): SessionClaims | undefined {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined || payload.length > 512) return undefined;
    const expected = Buffer.from(this.#mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        a?: unknown;
        e?: unknown;
      };
      if (typeof body.a !== 'string' || !isAddress(body.a) || typeof body.e !== 'number') return undefined;
      return { address: getAddress(body.a), expiresAt: body.e };
    } catch {
      return undefined;
    }
  }

  #mac(payload: string): string {
    return createHmac('sha256', this.#secret).update(payload).digest('base64url');
  }
}
