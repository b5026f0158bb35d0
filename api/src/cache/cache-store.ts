// The storage behind the API's caches. The API runs on SharedCacheStore (the database every instance shares, with
// an in-memory copy in front); MemoryCacheStore is one process's own (unit tests). Values must be
// JSON-serializable, since the shared store keeps them as JSON.

export type CacheRecord<T> = {
  value: T;
  /** Epoch ms when the value was produced. */
  storedAt: number;
  /** Epoch ms on the store's clock when the build that produced the value began (what a forced refresh compares). */
  builtFrom?: number;
};

/** Which stored value a rebuild may replace. */
export type RebuildClaim =
  /** The value the caller saw, by its storedAt (undefined: it saw none); one stored since is not rebuilt again. */
  | { seenStoredAt: number | undefined }
  /**
   * A forced refresh asked at this time (the store's clock): any value whose build did not begin after it (a build
   * stamped with the same millisecond may have begun before: it does not count as after).
   */
  | { askedAt: number };

export interface CacheStore {
  get<T>(key: string): Promise<CacheRecord<T> | undefined>;
  set<T>(key: string, record: CacheRecord<T>): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Stores shared by several instances: true for the one instance that may rebuild `key` now (nobody else holds
   * the rebuild, and the stored value is still one `claim` may replace). A store without it lets every caller rebuild.
   */
  claimRebuild?(key: string, claim: RebuildClaim, leaseMs: number): Promise<boolean>;
  releaseRebuild?(key: string): Promise<void>;
  /**
   * The clock builds are stamped with and forced refreshes are timed by: one clock for every instance sharing the
   * store (the database's), so no two hosts' clocks are compared. A store without it uses the cache's own clock.
   */
  clock?(): Promise<number>;
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
