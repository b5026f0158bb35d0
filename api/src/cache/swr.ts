// Stale-while-revalidate over a CacheStore:
// - fresh record → served as is;
// - stale record → served at once while one background refresh runs;
// - no record, or a forced refresh → the caller waits for the loader;
// - a loader failure with a record present → the old record is served (never an error while data is cached).
// Concurrent misses share one loader call per key.
import type { CacheRecord, CacheStore } from './cache-store';

export type SwrResult<T> = {
  value: T;
  storedAt: number;
  /** True when the value was not produced for this call. */
  cached: boolean;
  /** Set when a refresh was attempted for this call and failed, so stale data was served. */
  refreshError?: Error;
};

export type SwrOptions = { ttlMs: number; force?: boolean };

export class SwrCache {
  readonly #inflight = new Map<string, Promise<CacheRecord<unknown>>>();

  constructor(
    private readonly store: CacheStore,
    private readonly now: () => number = Date.now,
    private readonly onBackgroundError: (key: string, err: Error) => void = () => {},
  ) {}

  async get<T>(key: string, loader: () => Promise<T>, opts: SwrOptions): Promise<SwrResult<T>> {
    const record = await this.store.get<T>(key);
    if (record && !opts.force) {
      if (this.now() - record.storedAt >= opts.ttlMs && !this.#inflight.has(key)) {
        this.#refresh(key, loader).catch((err: Error) => this.onBackgroundError(key, err));
      }
      return { value: record.value, storedAt: record.storedAt, cached: true };
    }
    try {
      const fresh = await this.#refresh(key, loader);
      return { value: fresh.value, storedAt: fresh.storedAt, cached: false };
    } catch (err) {
      if (!record) throw err;
      return { value: record.value, storedAt: record.storedAt, cached: true, refreshError: err as Error };
    }
  }

  /** The stored record without loading anything (for readers that must not trigger source calls). */
  peek<T>(key: string): Promise<CacheRecord<T> | undefined> {
    return this.store.get<T>(key);
  }

  #refresh<T>(key: string, loader: () => Promise<T>): Promise<CacheRecord<T>> {
    const running = this.#inflight.get(key);
    if (running) return running as Promise<CacheRecord<T>>;
    const task = (async () => {
      try {
        const value = await loader();
        const record = { value, storedAt: this.now() };
        await this.store.set(key, record);
        return record;
      } finally {
        this.#inflight.delete(key);
      }
    })();
    this.#inflight.set(key, task);
    return task;
  }

  /** Wait for background refreshes (tests and shutdown). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.#inflight.values()]);
  }
}
