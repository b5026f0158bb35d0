// Wallet sign-in state shared by every API instance: a nonce issued by one instance is spent at another, and a
// session started at one is honoured by all.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per nonce handed out and not yet spent; the DELETE that spends it is what makes it single use. */
export const authNonces = pgTable(
  'auth_nonces',
  {
    nonce: text('nonce').primaryKey(),
    /** The client address that asked (req.ip): each client holds a bounded number of unspent nonces. */
    client: text('client').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('auth_nonces_client_created_idx').on(t.client, t.createdAt)],
);

/**
 * Signed-in wallets. The row holds an HMAC of the bearer token under AUTH_SECRET, never the token: a copy of the
 * table signs nobody in.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Checksummed wallet address. Each wallet keeps a bounded number of live sessions. */
    address: text('address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('auth_sessions_address_created_idx').on(t.address, t.createdAt)],
);
