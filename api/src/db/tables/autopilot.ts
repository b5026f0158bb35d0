// Each wallet's agent as the server runs it (rounds queued in pg-boss, see modules/autopilot): whether the user
// paused it or turned live data off (the panel's switches, kept here so the agent obeys them with every tab
// closed), the one instance running its round now (a lease), and what its last round found.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  /** Auto Rebalance on: with a grant in force, the agent moves money itself (announced first). */
  autoRebalance: boolean('auto_rebalance').notNull().default(false),
  /** How long an announced move waits for the owner to cancel it before it runs. */
  cancelWindowSeconds: integer('cancel_window_seconds').notNull().default(600),
  /** The panel's guardrail (1 Conservative, 2 Balanced, 3 Aggressive): the optimizer profile the agent weighs with. */
  guardrail: integer('guardrail').notNull().default(2),
  /** When the agent last ran the optimizer for this wallet (it weighs moves at most every few minutes). */
  lastPlanAt: timestamp('last_plan_at', { withTimezone: true, mode: 'date' }),
});

/**
 * Moves the agent makes through the wallet's grant, each a state machine keyed by its id: announced (waiting out
 * the cancel window) → cancelled, or → running → done | stopped | failed | cancelled (`note` says where the money is). Every
 * transition is one conditional UPDATE from the state before it, so no move runs twice, whichever instance asks.
 */
export const autopilotMoves = pgTable(
  'autopilot_moves',
  {
    id: text('id').primaryKey(),
    wallet: text('wallet').notNull(),
    /** announced | cancelled | running | done | stopped | failed */
    status: text('status').notNull(),
    /** The move as planned: venues, chain, amount, calls per step and the arithmetic that justified it. */
    plan: jsonb('plan').notNull(),
    /** Per step (StepRecord): pending | sending | sent | done | failed, with its hash recorded before the broadcast. */
    steps: jsonb('steps').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('autopilot_moves_wallet_idx').on(t.wallet, t.createdAt)],
);
