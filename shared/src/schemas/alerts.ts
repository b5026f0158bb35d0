// /api/alerts/:address…: a wallet's alert rules, where its alerts go (webhook, email) and the alerts themselves.
// Every route needs the wallet's proof (the sign-in session) and reads or changes only that wallet's records.
import { z } from 'zod';
import { addressSchema, typeError } from './common';

export const ALERT_KINDS = ['apy-below', 'apy-drop', 'transfer-stuck', 'agent-out', 'risk-worse'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/**
 * What an alert in the centre can be about: a rule's kind, or a move the wallet's agent makes while the owner is
 * away (announced before it runs, reported after). An older page meeting a kind it does not know drops that alert
 * only (alertsResponseSchema), never the whole list.
 */
export const FIRED_ALERT_KINDS = [...ALERT_KINDS, 'autopilot-move'] as const;
export type FiredAlertKind = (typeof FIRED_ALERT_KINDS)[number];

const number = (what: string, min: number, max: number) =>
  z
    .number({ error: typeError(`must be a number (${what})`) })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

/** A rule as the user sets it: what to watch and its thresholds. */
export const alertRuleInputSchema = z.discriminatedUnion(
  'kind',
  [
    /** A held position's APY under `belowPct` percent. */
    z.object({ kind: z.literal('apy-below'), belowPct: number('percent', 0, 1000) }),
    /** A held position's APY `points` percentage points or more under its APY `days` days ago. */
    z.object({
      kind: z.literal('apy-drop'),
      points: number('percentage points', 0.01, 1000),
      days: z
        .number({ error: typeError('must be a whole number of days') })
        .int({ error: 'must be a whole number of days' })
        .min(1, { error: 'must be at least 1' })
        .max(90, { error: 'must be at most 90' }),
    }),
    /** A transfer burned but not minted `minutes` after it started. */
    z.object({
      kind: z.literal('transfer-stuck'),
      minutes: z
        .number({ error: typeError('must be a whole number of minutes') })
        .int({ error: 'must be a whole number of minutes' })
        .min(1, { error: 'must be at least 1' })
        .max(10_080, { error: 'must be at most 10080 (a week)' }),
    }),
    /** The agent's daily budget is spent, or its account holds no USDC. */
    z.object({ kind: z.literal('agent-out') }),
    /** A held pool's risk label is worse than when the rule first saw it (Low → Medium → High). */
    z.object({ kind: z.literal('risk-worse') }),
  ],
  { error: typeError(`kind must be one of ${ALERT_KINDS.join(', ')}`) },
);
export type AlertRuleInput = z.infer<typeof alertRuleInputSchema>;

export const alertRuleSchema = z.object({
  id: z.string(),
  rule: alertRuleInputSchema,
  /** The rule in words ('APY of a held position under 3%'). */
  description: z.string(),
  createdAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alertDeliverySchema = z.object({
  channel: z.enum(['webhook', 'email']),
  status: z.enum(['pending', 'sent', 'failed', 'limited']),
  attempts: z.number().int(),
  /** Why it is not sent (yet): the receiver's answer, or the limit that stopped it. */
  error: z.string().nullable(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

export const alertSchema = z.object({
  id: z.string(),
  ruleId: z.string().nullable(),
  kind: z.enum(FIRED_ALERT_KINDS),
  title: z.string(),
  message: z.string(),
  /** Where the page sends the user: an unfinished transfer's recovery link, /transfer/<source chain>/<burn tx>. */
  link: z.string().nullable(),
  firedAt: z.string(),
  readAt: z.string().nullable(),
  deliveries: z.array(alertDeliverySchema),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. An alert this page cannot read (a kind added after it was built) is left out, not fatal. */
  alerts: z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const read = alertSchema.safeParse(item);
      return read.success ? [read.data] : [];
    }),
  ),
  unread: z.number().int(),
});
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

export const alertRulesResponseSchema = z.object({
  success: z.literal(true),
  rules: z.array(alertRuleSchema),
  /** The most rules one wallet may keep on this server. */
  maxRules: z.number().int(),
});
export type AlertRulesResponse = z.infer<typeof alertRulesResponseSchema>;

export const alertRuleResponseSchema = z.object({ success: z.literal(true), rule: alertRuleSchema });

const webhookUrlSchema = z
  .string({ error: typeError('must be an http(s) URL as text') })
  .trim()
  .max(500, { error: 'must be at most 500 characters' })
  .pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://example.com/hooks/fin' }),
  );

/** Where the wallet's alerts go besides the page. null turns a channel off. */
export const alertChannelsInputSchema = z.object({
  webhookUrl: webhookUrlSchema.nullable(),
  email: z
    .string({ error: typeError('must be an email address as text') })
    .trim()
    .max(254, { error: 'must be at most 254 characters' })
    .pipe(z.email({ error: 'must be an email address such as you@example.com' }))
    .nullable(),
});
export type AlertChannelsInput = z.infer<typeof alertChannelsInputSchema>;

export const alertChannelsResponseSchema = z.object({
  success: z.literal(true),
  webhookUrl: z.string().nullable(),
  /** The key the webhook's signature is made with (see the README); only the wallet itself reads it. */
  webhookSecret: z.string().nullable(),
  email: z.string().nullable(),
  /** False when the server has no SMTP_URL: email cannot be turned on. */
  emailAvailable: z.boolean(),
  /** The most webhook and email deliveries one wallet gets per hour. */
  deliveriesPerHour: z.number().int(),
});
export type AlertChannels = z.infer<typeof alertChannelsResponseSchema>;

export const alertsParamsSchema = z.object({ address: addressSchema });
const idText = z.string().regex(/^\d{1,18}$/, { error: 'must be an id such as 12' });
export const alertItemParamsSchema = z.object({ address: addressSchema, id: idText });
export const markReadRequestSchema = z.object({
  /** The alerts to mark read; all of the wallet's when absent. */
  ids: z.array(idText).max(200, { error: 'must list at most 200 ids' }).optional(),
});
export const markReadResponseSchema = z.object({ success: z.literal(true), unread: z.number().int() });
export const deletedResponseSchema = z.object({ success: z.literal(true) });
