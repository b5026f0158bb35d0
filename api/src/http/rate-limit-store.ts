// express-rate-limit's counters in the database every instance shares, so N instances behind a load balancer hold
// a client to one limit, not N. One upsert per request counts the hit and starts a new window when the last one
// ended, on the database's clock (instances' clocks may differ). Chosen over a packaged PostgreSQL store and over
// a Valkey/Redis service: it runs the same on PGlite and PostgreSQL through the API's own migrations, needs no
// second service to deploy and watch, and costs one indexed statement (measured in bench/api-cluster.ts).
import { eq, sql } from 'drizzle-orm';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  #windowMs = 60_000;

  /** `prefix` keeps two limiters (API-wide, chat) apart in the one table. */
  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const k = `${this.prefix}:${key}`;
    const windowEnds = sql`now() + make_interval(secs => ${this.#windowMs / 1000})`;
    const expired = sql`${rateLimitHits.resetAt} <= now()`;
    const rows = await this.db
      .insert(rateLimitHits)
      .values({ key: k, hits: 1, resetAt: windowEnds })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
    const row = rows[0];
    return { totalHits: row?.hits ?? 1, resetTime: row?.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(eq(rateLimitHits.key, `${this.prefix}:${key}`));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, `${this.prefix}:${key}`));
  }
}

/** Windows that ended before `before` (part of the cluster's retention sweep). */
export async function sweepRateLimitHits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(sql`${rateLimitHits.resetAt} <= ${before}`);
}
