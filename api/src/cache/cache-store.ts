// The storage behind the API's caches. In-process by default; a shared store (Redis) implements the same three
// methods so several API instances can serve one cache. Values must be JSON-serializable for that reason.

export type CacheRecord<T> = {
  value: T;
  /** Epoch ms when the value was produced. */
  storedAt: number;
};

export interface CacheStore {
  get<T>(key: string): Promise<CacheRecord<T> | undefined>;
  set<T>(key: string, record: CacheRecord<T>): Promise<void>;
  delete(key: string): Promise<void>;
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
