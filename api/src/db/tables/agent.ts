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
