// Session tokens: 32 random bytes the browser keeps as its bearer token. The database keeps only an HMAC-SHA256 of
// each under AUTH_SECRET, so a copy of the sessions table cannot be replayed, and every instance with the same
// secret finds the same row. Without a configured secret (devnet, one process) each process makes its own, and
// sessions end when it restarts (the browser then signs in again).
import { createHmac, randomBytes } from 'node:crypto';

/** A well-formed token: 43 base64url characters. Anything else is refused without a database read. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export class SessionTokens {
  readonly #secret: Buffer;

  constructor(secret?: string) {
    this.#secret = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  }

  /** A new token and the hash the database keeps for it. */
  issue(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.#hash(token) };
  }

  /** The database key of a well-formed token, or undefined. */
  hashOf(token: string): string | undefined {
    return TOKEN_SHAPE.test(token) ? this.#hash(token) : undefined;
  }

  #hash(token: string): string {
    return createHmac('sha256', this.#secret).update(token).digest('base64url');
  }
}
