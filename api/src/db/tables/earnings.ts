// A wallet's earnings history, read once from the chains and kept: each position's money in and out (the flows the
// protocols' own events show), how far each position's history has been read, and which instance is reading a
// wallet's chain now. Every instance reads these, so a figure read once is served by all of them.
import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** One movement of money into or out of a position (deposit, withdrawal, receipt transfer), once. */
export const earningsEvents = pgTable(
  'earnings_events',
  {
    /** Lower-case wallet address. */
    wallet: text('wallet').notNull(),
    chainId: integer('chain_id').notNull(),
    /** The portfolio row the flow belongs to (balanceEntryKey). */
    positionKey: text('position_key').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    logIndex: integer('log_index').notNull(),
    txHash: text('tx_hash').notNull(),
    kind: text('kind').notNull(),
    /** Base units of the underlying stablecoin, as a decimal string (beyond 2^53). */
    assets: text('assets').notNull(),
    /** Unix seconds of the block. */
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.wallet, t.chainId, t.positionKey, t.txHash, t.logIndex] })],
);

/** How far one position's history has been read: events of blocks startBlock..readTo are in earnings_events. */
export const earningsCursors = pgTable(
  'earnings_cursors',
  {
    wallet: text('wallet').notNull(),
    chainId: integer('chain_id').notNull(),
    positionKey: text('position_key').notNull(),
    /** The first block of the position's contracts: no flow of it can be older. */
    startBlock: bigint('start_block', { mode: 'number' }).notNull(),
    /** The last block read (startBlock - 1 before the first chunk). */
    readTo: bigint('read_to', { mode: 'number' }).notNull(),
    /** The chain's head when the first read began: the first read is done when readTo reaches it. */
    targetBlock: bigint('target_block', { mode: 'number' }).notNull(),
    complete: boolean('complete').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.wallet, t.chainId, t.positionKey] })],
);

/** The one instance reading a wallet's chain now; another takes over once `until` (epoch ms) has passed. */
export const earningsLeases = pgTable(
  'earnings_leases',
  {
    wallet: text('wallet').notNull(),
    chainId: integer('chain_id').notNull(),
    owner: text('owner').notNull(),
    until: bigint('until', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.wallet, t.chainId] })],
);
