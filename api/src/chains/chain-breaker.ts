// A circuit breaker per chain. A node that stops answering used to cost every request the full RPC deadline
// (8 s for every portfolio call while one chain was silent). Once a chain has timed out, it is skipped at once,
// reported as a timeout naming the chain, while a background probe asks it for its block number every
// `cooldownMs`; the first answer closes the breaker and reads go through again. Other failures (refused
// connection, revert) already fail fast and leave the breaker alone.
import { getChainName } from '@fin/shared/domain/chains/chains';
import { type Call, type CallResult, ChainReadError, type ChainReader } from './chain-reader';

export type BreakerOptions = {
  /** How long between background probes of an open chain; 0 turns the breaker off (every call goes through). */
  cooldownMs: number;
  now?: () => number;
  onChange?: (chainId: number, state: 'open' | 'closed', reason?: string) => void;
};

/** The reader's own timeout, or viem's (a client from chain-clients.ts). */
function isTimeout(err: unknown): boolean {
  if (err instanceof ChainReadError) return err.code === 'TIMEOUT';
  return (err as Error)?.name === 'TimeoutError';
}

type Open = { since: number; reason: string; timer: NodeJS.Timeout | undefined };

export class ChainBreaker implements ChainReader {
  readonly #open = new Map<number, Open>();
  #closed = false;

  constructor(
    private readonly inner: ChainReader,
    private readonly opts: BreakerOptions,
  ) {}

  /** Chains currently skipped, for readiness and tests. */
  openChains(): number[] {
    return [...this.#open.keys()];
  }

  aggregate(
    chainId: number,
    calls: readonly Call[],
  ): Promise<{ results: CallResult[]; blockNumber: bigint }> {
    return this.#guard(chainId, () => this.inner.aggregate(chainId, calls));
  }

  blockNumber(chainId: number): Promise<bigint> {
    return this.#guard(chainId, () => this.inner.blockNumber(chainId));
  }

  /** Any request to the chain (chain-clients.ts): refused at once while the chain is skipped; a timeout opens it. */
  through<T>(chainId: number, work: () => Promise<T>, opts = { opensOnTimeout: true }): Promise<T> {
    return this.#guard(chainId, work, opts.opensOnTimeout);
  }

  /** Stops the background probes (shutdown, tests). */
  close(): void {
    this.#closed = true;
    for (const o of this.#open.values()) clearTimeout(o.timer);
    this.#open.clear();
  }

  async #guard<T>(chainId: number, work: () => Promise<T>, opensOnTimeout = true): Promise<T> {
    if (this.opts.cooldownMs <= 0) return work();
    const open = this.#open.get(chainId);
    if (open) {
      const seconds = Math.round(((this.opts.now ?? Date.now)() - open.since) / 1000);
      throw new ChainReadError(
        chainId,
        'TIMEOUT',
        `${getChainName(chainId)} is not answering (${open.reason}); skipped by the circuit breaker for ${seconds} s while it is retried in the background`,
      );
    }
    try {
      return await work();
    } catch (err) {
      if (opensOnTimeout && isTimeout(err))
        this.#trip(chainId, (err as Error).message.split('\n')[0] ?? 'timed out');
      throw err;
    }
  }

  #trip(chainId: number, reason: string): void {
    if (this.#open.has(chainId) || this.#closed) return;
    const open: Open = { since: (this.opts.now ?? Date.now)(), reason, timer: undefined };
    this.#open.set(chainId, open);
    this.opts.onChange?.(chainId, 'open', reason);
    this.#scheduleProbe(chainId, open);
  }

  #scheduleProbe(chainId: number, open: Open): void {
    open.timer = setTimeout(() => {
      this.inner.blockNumber(chainId).then(
        () => {
          if (this.#open.get(chainId) !== open) return;
          this.#open.delete(chainId);
          this.opts.onChange?.(chainId, 'closed');
        },
        () => {
          if (this.#open.get(chainId) === open && !this.#closed) this.#scheduleProbe(chainId, open);
        },
      );
    }, this.opts.cooldownMs);
    // Probes never keep the process alive on their own.
    open.timer.unref();
  }
}
