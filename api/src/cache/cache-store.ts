// The storage behind the API's caches. The API runs on SharedCacheStore (the database every instance shares, with
// an in-memory copy in front); MemoryCacheStore is one process's own (unit tests). Values must be
// JSON-serializable, since the shared store keeps them as JSON.

export type CacheRecord<T> = {
  value: T;
  /** Epoch ms when the value was produced. */
  storedAt: number;
};

export interface CacheStore {
  get<T>(key: string): Promise<CacheRecord<T> | undefined>;
  set<T>(key: string, record: CacheRecord<T>): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Stores shared by several instances: true for the one instance that may rebuild `key` now (nobody else holds
   * the rebuild, and the stored value is still the one seen). A store without it lets every caller rebuild.
   */
  claimRebuild?(key: string, seenStoredAt: number | undefined, leaseMs: number): Promise<boolean>;
  releaseRebuild?(key: string): Promise<void>;
}

export class MemoryCacheStore implements CacheStore {
  readonly #records = new Map<string, CacheRecord<unknown>>();

  async get<T>(key: string): Promise<CacheRecord<T> | undefined> {
    return this.#records.get(key) as CacheRecord<T> | undefined;
  }

  async set<T>(key: string, record: CacheRecord<T>): Promise<void> {
    this.#records.set(key, record);
  }

  async delete(key: string): Promise<void> {
    this.#records.delete(key);
  }
}
