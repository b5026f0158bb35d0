// State that makes several API instances act as one: request counts per client, and when each timed job last
// ran anywhere in the cluster.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
