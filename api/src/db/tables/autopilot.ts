// Each wallet's agent as the server runs it (rounds queued in pg-boss, see modules/autopilot): whether the user
// paused it or turned live data off (the panel's switches, kept here so the agent obeys them with every tab
// closed), the one instance running its round now (a lease), and what its last round found.
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const agentRounds = pgTable('agent_rounds', {
  /** Checksummed wallet whose agent this is (the agent_accounts row). */
  wallet: text('wallet').primaryKey(),
  paused: boolean('paused').notNull().default(false),
  liveData: boolean('live_data').notNull().default(true),
  /** Until when one instance runs this wallet's round; another instance finding it held skips its turn. */
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  lastRoundAt: timestamp('last_round_at', { withTimezone: true, mode: 'date' }),
  /** What the last round found or did, in words (the panel's note under the log). */
  lastRoundNote: text('last_round_note'),
  /** When the next round is due (queued): the page's Upcoming Ops shows it. */
  nextRoundAt: timestamp('next_round_at', { withTimezone: true, mode: 'date' }),
  /** Failed rounds in a row (an unfunded agent, a chain down): the next round waits longer, up to a cap. */
  failures: integer('failures').notNull().default(0),
  /** When the owner last looked at the panel: what happened after it is "while you were away". */
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
});
