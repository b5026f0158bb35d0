// Paid reports (x402) and each wallet's agent that buys them. Amounts are USDC base units (6 decimals) in bigint columns read
// as JS numbers: budgets and prices are far below 2^53.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every payment the seller accepted for verification. The unique (network, asset, payer, nonce) row is taken
 * before the facilitator is asked, so the same signed authorization can never buy two reports, even when two
 * copies arrive at once.
 */
export const x402Payments = pgTable(
  'x402_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    network: text('network').notNull(),
    asset: text('asset').notNull(),
    payer: text('payer').notNull(),
    nonce: text('nonce').notNull(),
    payTo: text('pay_to').notNull(),
    amountUnits: bigint('amount_units', { mode: 'number' }).notNull(),
    resource: text('resource').notNull(),
    /**
     * 'verifying' while in flight, then 'settled', or 'pending' when the settlement's outcome is unknown (kept, so
     * the authorization is never accepted again) until the settlement job reads the chain: 'settled', or 'failed'
     * once the authorization expired unused. Refused payments are removed so a fixed retry can pass.
     */
    status: text('status').notNull(),
    transaction: text('transaction'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('x402_payments_authorization_idx').on(t.network, t.asset, t.payer, t.nonce)],
);

/**
 * Each wallet's own agent account (its address, never a key: the key is derived from the master secret and the
 * wallet) and its daily report budget. A row exists once the wallet turned its agent on.
 */
export const agentAccounts = pgTable('agent_accounts', {
  /** Checksummed wallet that owns the agent. */
  wallet: text('wallet').primaryKey(),
  agentAddress: text('agent_address').notNull(),
  budgetUnits: bigint('budget_units', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
});

/**
 * What a wallet's agent may spend and has spent per UTC day and service. `spent_units` only moves inside one
 * conditional UPDATE, so it never passes the budget, whatever runs at once.
 */
export const agentDailyBudgets = pgTable(
  'agent_daily_budgets',
  {
    wallet: text('wallet').notNull(),
    /** UTC date, YYYY-MM-DD. */
    day: text('day').notNull(),
    service: text('service').notNull(),
    budgetUnits: bigint('budget_units', { mode: 'number' }).notNull(),
    spentUnits: bigint('spent_units', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.wallet, t.day, t.service] })],
);

/** Each report a wallet's agent tried to buy: what, why, at what cost, and how it ended. */
export const agentPurchases = pgTable(
  'agent_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    wallet: text('wallet').notNull(),
    /** The UTC day whose budget paid it (a refund goes back there). */
    day: text('day').notNull(),
    agentAddress: text('agent_address').notNull(),
    service: text('service').notNull(),
    protocol: text('protocol'),
    chain: text('chain'),
    /** Who asked: 'panel', 'auto', 'chat', … */
    requester: text('requester').notNull(),
    /** Why it was bought, as the log says it. */
    reason: text('reason').notNull(),
    costUnits: bigint('cost_units', { mode: 'number' }).notNull(),
    /**
     * 'reserved' (budget taken, not signed yet), 'pending' (signed, outcome unknown: reconciled on chain by its
     * authorization nonce, never signed again), 'paid', or 'refused' (budget given back).
     */
    status: text('status').notNull(),
    /** The EIP-3009 authorization nonce and expiry of the signed payment, once signed. */
    nonce: text('nonce'),
    validBefore: bigint('valid_before', { mode: 'number' }),
    transaction: text('transaction'),
    error: text('error'),
    report: jsonb('report'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [
    index('agent_purchases_wallet_created_idx').on(t.wallet, t.createdAt),
    index('agent_purchases_status_idx').on(t.status),
  ],
);

/** Each wallet's agent log as the panel shows it (latest 15), kept across restarts. */
export const agentLog = pgTable(
  'agent_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    wallet: text('wallet').notNull(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('agent_log_wallet_created_idx').on(t.wallet, t.createdAt)],
);
