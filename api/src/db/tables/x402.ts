// Paid reports (x402) and the agent that buys them. Amounts are USDC base units (6 decimals) in bigint columns read
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
    /** 'verifying' while in flight, then 'settled'. Refused payments are removed so a fixed retry can pass. */
    status: text('status').notNull(),
    transaction: text('transaction'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('x402_payments_authorization_idx').on(t.network, t.asset, t.payer, t.nonce)],
);

/** The agent's budget per service. `spent_units` only moves inside one conditional UPDATE, so it never passes the budget. */
export const agentBudgets = pgTable(
  'agent_budgets',
  {
    agentAddress: text('agent_address').notNull(),
    service: text('service').notNull(),
    budgetUnits: bigint('budget_units', { mode: 'number' }).notNull(),
    spentUnits: bigint('spent_units', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.agentAddress, t.service] })],
);

/** Each report the agent tried to buy: what, for whom, at what cost, and how it ended. */
export const agentPurchases = pgTable(
  'agent_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentAddress: text('agent_address').notNull(),
    service: text('service').notNull(),
    protocol: text('protocol'),
    chain: text('chain'),
    /** Who asked: 'panel', 'chat', … */
    requester: text('requester').notNull(),
    costUnits: bigint('cost_units', { mode: 'number' }).notNull(),
    /** 'reserved' (budget taken, payment in flight), 'paid' or 'refused' (budget given back). */
    status: text('status').notNull(),
    transaction: text('transaction'),
    error: text('error'),
    report: jsonb('report'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('agent_purchases_agent_created_idx').on(t.agentAddress, t.createdAt)],
);

/** The agent's log as the panel shows it (latest 15), kept across restarts. */
export const agentLog = pgTable(
  'agent_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentAddress: text('agent_address').notNull(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('agent_log_agent_created_idx').on(t.agentAddress, t.createdAt)],
);
