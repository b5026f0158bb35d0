// What each wallet granted its agent on chain: one row per signed delegation (one network each). The signed
// delegation is stored whole, so the agent can redeem it and the user can revoke it; the terms beside it are the
// user's words the caveats were built from. Whether it is still in force is read from the chain as well
// (DelegationManager.disabledDelegations), never from this row alone.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const agentGrants = pgTable(
  'agent_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Checksummed wallet (the delegator, a smart account by EIP-7702). */
    wallet: text('wallet').notNull(),
    chainId: integer('chain_id').notNull(),
    /** The wallet's agent account (the delegate), checksummed. */
    agent: text('agent').notNull(),
    /** [{ kind, name, address }] as granted. */
    venues: jsonb('venues').notNull(),
    dailyCapUnits: bigint('daily_cap_units', { mode: 'bigint' }).notNull(),
    /** Seconds since the epoch. */
    startDate: bigint('start_date', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    maxCalls: integer('max_calls').notNull(),
    /** EIP-712 hash of the delegation (the framework's key for its limits and for revoking it). */
    delegationHash: text('delegation_hash').notNull(),
    /** The signed delegation: delegate, delegator, authority, caveats, salt (hex), signature. */
    delegation: jsonb('delegation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    /** When Fin saw DelegationManager.disableDelegation for it on chain. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokeTx: text('revoke_tx'),
  },
  (t) => [
    index('agent_grants_wallet_idx').on(t.wallet, t.createdAt),
    uniqueIndex('agent_grants_hash_idx').on(t.delegationHash),
  ],
);
