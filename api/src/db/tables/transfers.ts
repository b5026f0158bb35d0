// Cross-chain transfer records (CCTP V2), one row per burn: written when the burn is signed, updated at every
// step, so a transfer started in one browser can be finished from another.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Checksummed wallet that proved ownership when writing (CCTP to self: sender = recipient). */
    address: text('address').notNull(),
    transferId: text('transfer_id').notNull(),
    sourceChainId: integer('source_chain_id').notNull(),
    destinationChainId: integer('destination_chain_id').notNull(),
    burnTxHash: text('burn_tx_hash').notNull(),
    amount: text('amount').notNull(),
    transferMode: text('transfer_mode').notNull(),
    status: text('status').notNull(),
    approveTxHash: text('approve_tx_hash'),
    mintTxHash: text('mint_tx_hash'),
    message: text('message'),
    attestation: text('attestation'),
    eventNonce: text('event_nonce'),
    maxFee: text('max_fee').notNull(),
    feeExecuted: text('fee_executed'),
    error: text('error'),
    startedAtMs: bigint('started_at_ms', { mode: 'number' }).notNull(),
    updatedAtMs: bigint('updated_at_ms', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('transfers_burn_idx').on(t.sourceChainId, t.burnTxHash),
    index('transfers_address_started_idx').on(t.address, t.startedAtMs),
  ],
);
