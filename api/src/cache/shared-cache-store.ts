// The API's caches shared through the database every instance uses, so a user sees the same version of the yields
// list (same data, same ETag) whichever instance answers, and one instance rebuilds an expired entry for all.
// The hot path stays in memory: each instance keeps the decoded value with the version it read and asks the
// database at most once per `checkMs` per key whether the version moved (one primary-key read that returns the
// value only when it did). So another instance's write is seen within `checkMs`.
// Chosen over Valkey/Redis: the database is already required and shared, the read per key per interval is
// negligible next to the requests served from memory, and a second service would add a deploy, a failure mode
// and a consistency question (cache vs. database) for no measurable gain (see deploy/README.md).
import { and, eq, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sharedCache } from '../db/schema';
import type { CacheRecord, CacheStore, RebuildClaim } from './cache-store';

type LocalCopy = { version: number; record: CacheRecord<unknown> | undefined; checkedAt: number };

/**
 * Decoded copies one instance keeps. Per-wallet entries (a wallet's earnings) would otherwise grow with every wallet
 * ever asked about; past this many, the copy checked longest ago is dropped and read from the database when next asked.
 */
const MAX_LOCAL_COPIES = 2_000;

export type SharedCacheOptions = {
  /** How long an instance serves its in-memory copy before asking the database whether it changed. */
  checkMs: number;
  now?: () => number;
  /** Decoded copies kept in memory (MAX_LOCAL_COPIES unless a test asks for fewer). */
  maxLocalCopies?: number;
};

export class SharedCacheStore implements CacheStore {
  readonly #local = new Map<string, LocalCopy>();
  readonly #checks = new Map<string, Promise<CacheRecord<unknown> | undefined>>();
  readonly #now: () => number;

  constructor(
    private readonly db: Db,
    private readonly opts: SharedCacheOptions,
  ) {
    this.#now = opts.now ?? Date.now;
  }

  async get<T>(key: string): Promise<CacheRecord<T> | undefined> {
    const local = this.#local.get(key);
    if (local && this.#now() - local.checkedAt < this.opts.checkMs) return local.record as CacheRecord<T>;
    return (await this.#check(key)) as CacheRecord<T> | undefined;
  }

  async set<T>(key: string, record: CacheRecord<T>): Promise<void> {
    const value = JSON.stringify(record.value);
    const builtFrom = record.builtFrom ?? null;
    const rows = await this.db
      .insert(sharedCache)
      .values({ key, value, storedAt: record.storedAt, builtFrom, version: 1, rebuildUntil: null })
      .onConflictDoUpdate({
        target: sharedCache.key,
        set: {
          value,
          storedAt: record.storedAt,
          builtFrom,
          version: sql`${sharedCache.version} + 1`,
          rebuildUntil: null,
        },
        // A slower build finishing after a newer one must not put older data back.
        setWhere: sql`${sharedCache.storedAt} is null or ${sharedCache.storedAt} <= ${record.storedAt}`,
      })
      .returning({ version: sharedCache.version });
    const version = rows[0]?.version;
    if (version === undefined) this.#local.delete(key);
    else this.#keep(key, { version, record, checkedAt: this.#now() });
  }

  /** Holds a copy as the most recently checked one, dropping the oldest past MAX_LOCAL_COPIES. */
  #keep(key: string, copy: LocalCopy): void {
    this.#local.delete(key);
    this.#local.set(key, copy);
    if (this.#local.size <= (this.opts.maxLocalCopies ?? MAX_LOCAL_COPIES)) return;
    const oldest = this.#local.keys().next().value;
    if (oldest !== undefined) this.#local.delete(oldest);
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(sharedCache).where(eq(sharedCache.key, key));
    this.#local.delete(key);
  }

  /**
   * True for the one instance that may rebuild `key` now: nobody holds an unexpired lease, and the stored value is
   * one the claim may replace: still the one the caller saw (so a rebuild another instance has just finished is not
   * done again), or for a forced refresh, one whose build began before the refresh was asked.
   */
  async claimRebuild(key: string, claim: RebuildClaim, leaseMs: number): Promise<boolean> {
    const now = this.#now();
    const rows = await this.db
      .insert(sharedCache)
      .values({ key, version: 0, rebuildUntil: now + leaseMs })
      .onConflictDoUpdate({
        target: sharedCache.key,
        set: { rebuildUntil: now + leaseMs },
        setWhere: sql`(${sharedCache.rebuildUntil} is null or ${sharedCache.rebuildUntil} <= ${now}) and ${replaceable(claim)}`,
      })
      .returning({ key: sharedCache.key });
    return rows.length === 1;
  }

  /** Epoch ms on the database's clock, the one clock every instance sharing the table reads. */
  async clock(): Promise<number> {
    const result = await this.db.execute(
      sql`select (extract(epoch from clock_timestamp()) * 1000)::bigint as now`,
    );
    // PGlite and node-postgres both answer { rows }; a bigint comes back as text from node-postgres.
    const now = Number((result as unknown as { rows: { now: string | number }[] }).rows[0]?.now);
    if (!Number.isFinite(now)) throw new Error('the database did not tell its time');
    return now;
  }

  /** A failed rebuild gives its lease back, so the next instance that finds the entry stale may try at once. */
  async releaseRebuild(key: string): Promise<void> {
    await this.db.update(sharedCache).set({ rebuildUntil: null }).where(eq(sharedCache.key, key));
  }

  /** One read per key at a time, returning the value only when its version differs from the copy held here. */
  #check(key: string): Promise<CacheRecord<unknown> | undefined> {
    const running = this.#checks.get(key);
    if (running) return running;
    const task = (async () => {
      try {
        const startedAt = this.#now();
        const known = this.#local.get(key);
        const rows = await this.db
          .select({
            version: sharedCache.version,
            storedAt: sharedCache.storedAt,
            builtFrom: sharedCache.builtFrom,
            value: sql<
              string | null
            >`case when ${sharedCache.version} = ${known?.version ?? -1} then null else ${sharedCache.value} end`,
          })
          .from(sharedCache)
          .where(eq(sharedCache.key, key));
        const row = rows[0];
        let record: CacheRecord<unknown> | undefined;
        if (row && known && row.version === known.version) record = known.record;
        else if (row?.value != null && row.storedAt != null)
          record = {
            value: JSON.parse(row.value),
            storedAt: Number(row.storedAt),
            ...(row.builtFrom != null ? { builtFrom: Number(row.builtFrom) } : {}),
          };
        this.#keep(key, { version: row ? Number(row.version) : -1, record, checkedAt: startedAt });
        return record;
      } finally {
        this.#checks.delete(key);
      }
    })();
    this.#checks.set(key, task);
    return task;
  }
}

/** The stored values a claim may replace (see claimRebuild). */
function replaceable(claim: RebuildClaim) {
  if ('askedAt' in claim)
    return sql`(${sharedCache.builtFrom} is null or ${sharedCache.builtFrom} <= ${claim.askedAt})`;
  return claim.seenStoredAt === undefined
    ? sql`${sharedCache.storedAt} is null`
    : sql`(${sharedCache.storedAt} is null or ${sharedCache.storedAt} <= ${claim.seenStoredAt})`;
}

/**
 * The retention sweep's part: drops the entries under `prefix` (per-wallet ones) stored before `before` and not being
 * rebuilt, so the table does not keep a row for every wallet ever asked about. Returns how many went.
 */
export async function sweepSharedCache(db: Db, prefix: string, before: number): Promise<number> {
  const gone = await db
    .delete(sharedCache)
    .where(
      and(
        like(sharedCache.key, `${prefix}%`),
        or(isNull(sharedCache.storedAt), lt(sharedCache.storedAt, before)),
        or(isNull(sharedCache.rebuildUntil), lt(sharedCache.rebuildUntil, before)),
      ),
    )
    .returning({ key: sharedCache.key });
  return gone.length;
}
