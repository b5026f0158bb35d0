// Rebalancing decisions (POST /api/agent/rebalance): every decision checked against fresh chain data, approved or
// rejected, with the arithmetic it was judged on, so a user (or support) can see why a move was or was not made.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rebalanceDecisions = pgTable(
  'rebalance_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Checksummed wallet whose positions the decision moves. */
    address: text('address').notNull(),
    fromPositionId: text('from_position_id').notNull(),
    toOpportunityId: text('to_opportunity_id').notNull(),
    /** 'Compound V3@Arbitrum' → 'Aave V3@Arbitrum'. */
    fromVenue: text('from_venue').notNull(),
    toVenue: text('to_venue').notNull(),
    fromChainId: integer('from_chain_id'),
    toChainId: integer('to_chain_id'),
    /** Decimal amount as decided by the user. */
    amount: text('amount').notNull(),
    /** approved | rejected */
    status: text('status').notNull(),
    /** Why it was rejected (STALE_DECISION, UNPROFITABLE_DECISION) or null. */
    code: text('code'),
    reason: text('reason').notNull(),
    /** The decision as sent and the economics it was judged on. */
    decision: jsonb('decision').notNull(),
    economics: jsonb('economics'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('rebalance_decisions_address_created_idx').on(t.address, t.createdAt)],
);

/**
 * What the optimizer last weighed for each wallet (the venues of its recommendations): a reason for that wallet's
 * agent to buy reports on them. Kept here, not in an instance's memory, so every API instance sees it.
 */
export const optimizerWeighed = pgTable('optimizer_weighed', {
  /** Lower-case wallet address: one row per wallet, replaced by each analysis. */
  address: text('address').primaryKey(),
  /** [{ protocol, chainName }] */
  venues: jsonb('venues').$type<{ protocol: string; chainName: string }[]>().notNull(),
  weighedAt: timestamp('weighed_at', { withTimezone: true, mode: 'date' }).notNull(),
});
