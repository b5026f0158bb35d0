// Tables of the API. The same schema and migrations serve embedded PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Transfer notifications (from POST /api/notifications/trigger), kept per wallet. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Checksummed wallet address (the transfer's recipient, who is the sender: CCTP to self). */
    address: text('address').notNull(),
    event: text('event').notNull(),
    transferId: text('transfer_id').notNull(),
    amount: text('amount').notNull(),
    sourceChainId: integer('source_chain_id').notNull(),
    destinationChainId: integer('destination_chain_id').notNull(),
    transferMode: text('transfer_mode').notNull(),
    status: text('status').notNull(),
    txHash: text('tx_hash'),
    error: text('error'),
    /** The transfer object as received (validated), for audit. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('notifications_address_created_idx').on(t.address, t.createdAt)],
);

/** APY/TVL of each live pool at each yields refresh: the recorded part of the history chart. */
export const yieldSnapshots = pgTable(
  'yield_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    poolId: text('pool_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
    apy: doublePrecision('apy'),
    apyBase: doublePrecision('apy_base'),
    apyReward: doublePrecision('apy_reward'),
    tvlUsd: doublePrecision('tvl_usd'),
    utilization: doublePrecision('utilization'),
    source: text('source').notNull(),
    /** Assets per share or the pool's index (on-chain pools only): realized APY is its change over time. */
    sharePrice: doublePrecision('share_price'),
    /** The block time sharePrice was read at; interest accrues on chain time, not on the wall clock. */
    chainTime: timestamp('chain_time', { withTimezone: true, mode: 'date' }),
    /**
     * Which snapshot interval the point belongs to (taken_at / SNAPSHOT_INTERVAL, or taken_at in ms when the
     * interval is 0). Unique per pool: two instances refreshing at once record one point, not two.
     */
    slot: bigint('slot', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('yield_snapshots_pool_taken_idx').on(t.poolId, t.takenAt),
    uniqueIndex('yield_snapshots_pool_slot_idx').on(t.poolId, t.slot),
  ],
);
export * from './tables/agent';
export * from './tables/alerts';
export * from './tables/auth';
export * from './tables/autopilot';
export * from './tables/cluster';
export * from './tables/earnings';
export * from './tables/grants';
export * from './tables/transfers';
export * from './tables/x402';
