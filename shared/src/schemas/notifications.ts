// POST /api/notifications/trigger and GET /api/notifications/:address: a wallet's transfer notifications.
import { z } from 'zod';
import { getChain, PORTFOLIO_CHAIN_IDS } from '../domain/chains/chains';
import { addressSchema, decimalAmountSchema, typeError } from './common';

export const NOTIFICATION_EVENTS = ['transfer.initiated', 'transfer.failed', 'transfer.completed'] as const;
export const notificationEventSchema = z.enum(NOTIFICATION_EVENTS, {
  error: typeError(`must be one of ${NOTIFICATION_EVENTS.join(', ')}`),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

const chainKeys = new Map<string, number>(
  PORTFOLIO_CHAIN_IDS.flatMap((id) => {
    const chain = getChain(id);
    return chain ? [[chain.key, id] as const, [chain.name.toLowerCase(), id] as const] : [];
  }),
);

const chainHelp = `must be a supported chain id or name: ${PORTFOLIO_CHAIN_IDS.map((id) => `${id} or '${getChain(id)?.key}'`).join(', ')}`;

/** A transfer's chain as the form sends it: a chain id (8453, '8453') or its name/key ('Base', 'base'). */
export const transferChainSchema = z
  .union([z.number(), z.string()], { error: typeError(chainHelp) })
  .transform((value, ctx) => {
    const text = String(value).trim().toLowerCase();
    const id = /^\d+$/.test(text) ? Number(text) : chainKeys.get(text);
    if (id === undefined || !(PORTFOLIO_CHAIN_IDS as readonly number[]).includes(id)) {
      ctx.addIssue({ code: 'custom', message: chainHelp });
      return z.NEVER;
    }
    return id;
  });

const HASH = /^0x[0-9a-fA-F]{64}$/;

/** The spec's cross-chain transfer record, as the transfer form holds it. */
export const transferRecordSchema = z.object(
  {
    id: z
      .string({ error: typeError('must be the transfer id as text') })
      .trim()
      .regex(/^transfer_\d{1,20}$/, { error: "must look like 'transfer_' followed by the time in ms" }),
    /** USDC, whole units, up to 6 decimals. */
    amount: decimalAmountSchema({ decimals: 6, max: '1000000000' }),
    asset: z.literal('USDC', { error: typeError("must be 'USDC' (the only asset the transfer form moves)") }),
    sourceChain: transferChainSchema,
    destinationChain: transferChainSchema,
    recipient: addressSchema,
    status: z
      .string({ error: typeError('must be the transfer status as text') })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(40, { error: 'must be at most 40 characters' }),
    /** Milliseconds since the epoch, or an ISO date. */
    timestamp: z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })], {
      error: typeError('must be a time in milliseconds or an ISO date'),
    }),
    transferMode: z.enum(['fast', 'standard', 'forwarded'], {
      error: typeError("must be 'fast', 'standard' or 'forwarded'"),
    }),
    txHash: z
      .string()
      .regex(HASH, { error: 'must be a 0x transaction hash of 64 hex characters' })
      .optional(),
    error: z.string().max(500, { error: 'must be at most 500 characters' }).optional(),
  },
  { error: typeError('must be the transfer record object') },
);
export type TransferRecord = z.input<typeof transferRecordSchema>;

export const triggerNotificationRequestSchema = z
  .object({ event: notificationEventSchema, transfer: transferRecordSchema })
  .refine((b) => b.transfer.sourceChain !== b.transfer.destinationChain, {
    error: 'source and destination chain must differ',
    path: ['transfer', 'destinationChain'],
  });
export type TriggerNotificationRequest = z.input<typeof triggerNotificationRequestSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  address: z.string(),
  event: notificationEventSchema,
  transferId: z.string(),
  amount: z.string(),
  sourceChainId: z.number().int(),
  destinationChainId: z.number().int(),
  transferMode: z.enum(['fast', 'standard', 'forwarded']),
  status: z.string(),
  txHash: z.string().nullable(),
  /** The transfer's recovery link (/transfer/<source chain>/<burn tx>), once there is a burn. */
  transferLink: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const triggerNotificationResponseSchema = z.object({
  success: z.literal(true),
  notification: notificationSchema,
});

export const notificationsParamsSchema = z.object({ address: addressSchema });
export const notificationsQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'must be a whole number between 1 and 100' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'must be at least 1' }).max(100, { error: 'must be at most 100' }))
    .optional(),
});

export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  notifications: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
