// State that makes several API instances act as one: request counts per client, and when each timed job last
// ran anywhere in the cluster.
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Requests per rate-limit key (limiter prefix + client address) in the current window, counted by the database. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Timed work (retention sweeps, forced refreshes): an instance runs a job only if it moves its row forward. */
export const clusterJobs = pgTable('cluster_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The API's caches, shared by every instance (SharedCacheStore): one JSON value per key, a version that moves on
 * every write (what instances compare to keep their in-memory copy), and the lease of the one instance rebuilding
 * it. A row without a value is a first build under way.
 */
export const sharedCache = pgTable('shared_cache', {
  key: text('key').primaryKey(),
  value: text('value'),
  /** Epoch ms when the value was produced. */
  storedAt: bigint('stored_at', { mode: 'number' }),
  /**
   * Epoch ms on the database's clock when the build that produced the value began: a forced refresh accepts only
   * a build that began after it was asked. Null for values stored before this column existed.
   */
  builtFrom: bigint('built_from', { mode: 'number' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** Epoch ms until which one instance holds the rebuild; null when nobody does. */
  rebuildUntil: bigint('rebuild_until', { mode: 'number' }),
});
