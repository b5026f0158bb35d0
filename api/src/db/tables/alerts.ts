// Alerts (issue #32): the rules each wallet sets, the state of each watched condition, the alerts fired and their
// deliveries. Uniqueness that must hold when several instances evaluate at once is a constraint here, not a
// check in code: one alert per occurrence of a condition, at most one delivery per alert and channel (a delivery
// carries every alert one round fired for the wallet: alert_delivery_alerts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const alertRules = pgTable(
  'alert_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Checksummed wallet that proved ownership when writing. */
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    /** The rule as validated (alertRuleInputSchema). */
    params: jsonb('params').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('alert_rules_address_idx').on(t.address)],
);

/**
 * One watched condition of a rule (subject: a pool id, a transfer, 'agent'): whether it holds now, how many times
 * it has started, and for risk rules the label first seen. Occurrence n+1 starts only by moving `active` from
 * false to true, which one instance can do.
 */
export const alertConditions = pgTable(
  'alert_conditions',
  {
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    active: boolean('active').notNull(),
    occurrence: integer('occurrence').notNull(),
    baseline: text('baseline'),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.subject] })],
);

export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    /** Null once its rule is deleted: the alert stays in the wallet's list until retention drops it. */
    ruleId: bigint('rule_id', { mode: 'number' }).references(() => alertRules.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    occurrence: integer('occurrence').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    firedAt: timestamp('fired_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('alerts_occurrence_idx').on(t.ruleId, t.subject, t.occurrence),
    index('alerts_address_fired_idx').on(t.address, t.firedAt),
  ],
);

/** Where a wallet's alerts go besides the page. */
export const alertChannels = pgTable('alert_channels', {
  address: text('address').primaryKey(),
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret'),
  email: text('email'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One send to a channel (a webhook POST or an email) of the alerts one round fired for a wallet. Each attempt is
 * claimed first (`attempts` counts it, `claimedUntil` holds it well past the send's own timeout), so across the
 * cluster an attempt is sent by one instance at most, and every send is counted.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    channel: text('channel').notNull(),
    /** The webhook URL or email address at the time the alerts fired. */
    target: text('target').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** Set while one instance is sending it, so another does not send it twice. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('alert_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('alert_deliveries_address_sent_idx').on(t.address, t.sentAt),
  ],
);

/** Which alerts a delivery carries; an alert is in at most one delivery per channel. */
export const alertDeliveryAlerts = pgTable(
  'alert_delivery_alerts',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => alertDeliveries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.channel] }),
    index('alert_delivery_alerts_delivery_idx').on(t.deliveryId),
  ],
);
