// Stale-while-revalidate over a CacheStore:
// - fresh record → served as is;
// - stale record → served at once while one background refresh runs;
// - no record, or a forced refresh → the caller waits for the loader;
// - a loader failure with a record present → the old record is served (never an error while data is cached).
// Concurrent misses share one loader call per key. Over a store shared by several instances (claimRebuild), one
// instance in the cluster rebuilds a stale, missing or force-refreshed entry: the others keep serving the stale
// record, or wait for that build's result instead of asking the sources themselves. A forced refresh takes only a
// build that began after it was asked (timed on the store's clock, one for the cluster): one that began before may
// have read the sources before the change the user refreshes for.
import type { CacheRecord, CacheStore, RebuildClaim } from './cache-store';

export type SwrResult<T> = {
  value: T;
  storedAt: number;
  /** True when the value was not produced for this call. */
  cached: boolean;
  /** Set when a refresh was attempted for this call and failed, so stale data was served. */
  refreshError?: Error;
};

export type SwrOptions = { ttlMs: number; force?: boolean };

export type SwrCacheOptions = {
  /** How long one instance may hold a rebuild before another takes it over; longer than any build. */
  rebuildLeaseMs?: number;
  /** How often an instance waiting for another instance's first build looks for its result. */
  waitPollMs?: number;
};

type Outcome = { record: CacheRecord<unknown>; built: boolean };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SwrCache {
  readonly #inflight = new Map<string, Promise<Outcome>>();
  readonly #leaseMs: number;
  readonly #pollMs: number;

  constructor(
    private readonly store: CacheStore,
    private readonly now: () => number = Date.now,
    private readonly onBackgroundError: (key: string, err: Error) => void = () => {},
    options: SwrCacheOptions = {},
  ) {
    this.#leaseMs = options.rebuildLeaseMs ?? 60_000;
    this.#pollMs = options.waitPollMs ?? 100;
  }

  async get<T>(key: string, loader: () => Promise<T>, opts: SwrOptions): Promise<SwrResult<T>> {
    // A forced refresh asks for what the sources say now: a build that began before it was asked (a background
    // refresh reading the chains before the user's deposit, here or on another instance) does not answer it.
    const askedAt = opts.force ? await this.#clock() : undefined;
    const record = await this.store.get<T>(key);
    if (record && askedAt === undefined) {
      if (this.now() - record.storedAt >= opts.ttlMs && !this.#inflight.has(key)) {
        this.#once(key, () => this.#rebuild(key, loader, record)).catch((err: Error) =>
          this.onBackgroundError(key, err),
        );
      }
      return { value: record.value, storedAt: record.storedAt, cached: true };
    }
    // Builds running here began before this forced refresh was asked: wait them out. Nothing awaits between the
    // last look and the claim of the key for this build.
    if (askedAt !== undefined) {
      for (let running = this.#inflight.get(key); running; running = this.#inflight.get(key)) {
        await running.catch(() => undefined);
      }
    }
    try {
      const claim: RebuildClaim = askedAt === undefined ? { seenStoredAt: undefined } : { askedAt };
      const outcome = await this.#once(key, () => this.#buildOrWait(key, loader, claim));
      const fresh = outcome.record as CacheRecord<T>;
      return { value: fresh.value, storedAt: fresh.storedAt, cached: !outcome.built };
    } catch (err) {
      if (!record) throw err;
      return { value: record.value, storedAt: record.storedAt, cached: true, refreshError: err as Error };
    }
  }

  /** The stored record without loading anything (for readers that must not trigger source calls). */
  peek<T>(key: string): Promise<CacheRecord<T> | undefined> {
    return this.store.get<T>(key);
  }

  /** One piece of work per key at a time in this process; later callers share it. */
  #once(key: string, work: () => Promise<Outcome>): Promise<Outcome> {
    const running = this.#inflight.get(key);
    if (running) return running;
    const task = work().finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, task);
    return task;
  }

  #claim(key: string, claim: RebuildClaim): Promise<boolean> {
    return this.store.claimRebuild
      ? this.store.claimRebuild(key, claim, this.#leaseMs)
      : Promise.resolve(true);
  }

  /** The store's clock (the database's, shared by the cluster), else this cache's own. */
  #clock(): Promise<number> {
    return this.store.clock ? this.store.clock() : Promise.resolve(this.now());
  }

  /** Called with the rebuild claimed: the build is stamped with when it began, before the sources are asked. */
  async #build<T>(key: string, loader: () => Promise<T>): Promise<Outcome> {
    try {
      const builtFrom = await this.#clock();
      const record = { value: await loader(), storedAt: this.now(), builtFrom };
      await this.store.set(key, record);
      return { record, built: true };
    } catch (err) {
      await this.store.releaseRebuild?.(key).catch(() => undefined);
      throw err;
    }
  }

  /** A stale entry: rebuilt here only if no other instance is at it or has just done it. */
  async #rebuild<T>(key: string, loader: () => Promise<T>, stale: CacheRecord<T>): Promise<Outcome> {
    if (!(await this.#claim(key, { seenStoredAt: stale.storedAt }))) return { record: stale, built: false };
    return this.#build(key, loader);
  }

  /**
   * Nothing stored, or a forced refresh: build it, unless another instance is building it or has just built what
   * the claim asks for; then wait for that (and take over if its builder went quiet past the lease). A forced
   * refresh waits out a build that began before it was asked, then builds anew.
   */
  async #buildOrWait<T>(key: string, loader: () => Promise<T>, claim: RebuildClaim): Promise<Outcome> {
    const answers = (record: CacheRecord<T> | undefined): record is CacheRecord<T> =>
      !!record && ('askedAt' in claim ? (record.builtFrom ?? -Infinity) > claim.askedAt : true);
    for (;;) {
      if (await this.#claim(key, claim)) return this.#build(key, loader);
      await pause(this.#pollMs);
      const record = await this.store.get<T>(key);
      if (answers(record)) return { record, built: false };
    }
  }

  /** Wait for background refreshes (tests and shutdown). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.#inflight.values()]);
  }
}
