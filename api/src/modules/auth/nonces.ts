// One-time nonces for sign-in messages. Each is used once and lives WALLET_PROOF_NONCE_TTL_MS: a signed message
// cannot be replayed, and one captured later is worthless. Bounded in memory, so asking for nonces in a loop
// cannot grow the process (the oldest unused ones are dropped first).
import { randomBytes } from 'node:crypto';

export class NonceBook {
  readonly #issued = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): { nonce: string; expiresAt: number } {
    this.#sweep();
    while (this.#issued.size >= this.max) {
      const oldest = this.#issued.keys().next().value;
      if (oldest === undefined) break;
      this.#issued.delete(oldest);
    }
    // EIP-4361 nonces are alphanumeric, at least 8 characters.
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = this.now() + this.ttlMs;
    this.#issued.set(nonce, expiresAt);
    return { nonce, expiresAt };
  }

  /** True once for a nonce this book issued and that has not expired. */
  consume(nonce: string): boolean {
    const expiresAt = this.#issued.get(nonce);
    this.#issued.delete(nonce);
    return expiresAt !== undefined && expiresAt > this.now();
  }

  #sweep(): void {
    const now = this.now();
    for (const [nonce, expiresAt] of this.#issued) if (expiresAt <= now) this.#issued.delete(nonce);
  }
}
