// POST /api/chat: a question with the recent conversation, answered from the wallet's live data.
import { z } from 'zod';
import type { ChatMessage } from '../domain/chat/message';
import { addressSchema, shapedAs } from './common';

export type { ChatMessage };

/** Longest question accepted: a chat question, not a document. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Longest earlier message accepted in the history sent along (agent answers can be long lists). */
export const CHAT_HISTORY_MESSAGE_MAX_LENGTH = 4000;
/** Earlier messages sent with a question, at most 10: enough context, and a bounded request. */
export const CHAT_HISTORY_MAX = 10;

export const CHAT_ERRORS = {
  blank: 'Type a question first',
  tooLong: `Your message is too long: keep it under ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  historyTooLong: `Send at most the last ${CHAT_HISTORY_MAX} messages as history`,
} as const;

export const chatSenderSchema = z.enum(['user', 'agent']);

export const chatHistoryItemSchema = z.object({
  sender: chatSenderSchema,
  content: z.string().max(CHAT_HISTORY_MESSAGE_MAX_LENGTH, { error: 'is too long' }),
});

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: CHAT_ERRORS.blank })
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: CHAT_ERRORS.tooLong }),
  history: z
    .array(chatHistoryItemSchema)
    .max(CHAT_HISTORY_MAX, { error: CHAT_ERRORS.historyTooLong })
    .default([]),
  /** Read the wallet's live balances (the spec's name, from when balances came from Alchemy). */
  includeAlchemyData: z.boolean().default(true),
  /** Chains the person is looking at; answers about yields stay on them when given. */
  chains: z.array(z.number().int()).max(10).default([]),
  /** Protocol keys or names the person is looking at (informational). */
  protocols: z.array(z.string().max(40)).max(20).default([]),
  walletAddress: addressSchema.optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const depositActionSchema = z.object({
  type: z.literal('deposit'),
  poolId: z.string(),
  protocol: z.string(),
  chainId: z.number().int(),
  asset: z.string(),
  amount: z.string().optional(),
});
export const transferActionSchema = z.object({
  type: z.literal('transfer'),
  fromChainId: z.number().int(),
  toChainId: z.number().int(),
  amount: z.string().optional(),
  speed: z.enum(['fast', 'standard', 'forwarded']).optional(),
});
export const optimizerActionSchema = z.object({
  type: z.literal('optimizer'),
  profile: z.enum(['conservative', 'balanced', 'aggressive']).optional(),
});
/** The section an answer suggests opening, prefilled (see contract/section-actions.ts). */
export const chatActionSchema = z.discriminatedUnion('type', [
  depositActionSchema,
  transferActionSchema,
  optimizerActionSchema,
]);
export type ChatAction = z.infer<typeof chatActionSchema>;

export const chatOpportunitySchema = z.object({
  poolId: z.string(),
  protocol: z.string(),
  chain: z.string(),
  chainId: z.number().int(),
  asset: z.string(),
  apy: z.number().nullable(),
  tvl: z.number().nullable(),
  riskLevel: z.enum(['low', 'medium', 'high']),
});
export type ChatOpportunity = z.infer<typeof chatOpportunitySchema>;

/** Where one answer's figures came from and how fresh they are. */
export const chatSourceSchema = z.object({
  name: z.string(),
  asOf: z.string(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatMetadataSchema = z.object({
  /** The intent the engine recognised (balance, best-yield, …). */
  intent: z.string().optional(),
  action: chatActionSchema.optional(),
  apy: z.number().optional(),
  riskScore: z.number().optional(),
  /** 'alchemy': live chain and protocol reads (the spec's name); 'x402': a paid report; 'fallback': canned text. */
  dataSource: z.enum(['alchemy', 'x402', 'fallback']),
  opportunities: z.array(chatOpportunitySchema).optional(),
  x402Enhanced: z.boolean(),
  sources: z.array(chatSourceSchema).optional(),
  /** Set by the browser on the keyword reply it wrote itself because the API could not be reached. */
  offline: z.boolean().optional(),
});
export type ChatMetadata = z.infer<typeof chatMetadataSchema>;

export const chatResponseSchema = z.object({
  content: z.string(),
  timestamp: z.string(),
  metadata: chatMetadataSchema,
  error: z.string().optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** One message as the chat keeps it. */
/** Exactly the domain's ChatMessage (domain/chat/message.ts), its metadata and action included. */
export const chatMessageSchema = shapedAs<ChatMessage>()(
  z.object({
    id: z.string(),
    timestamp: z.string(),
    sender: chatSenderSchema,
    content: z.string(),
    metadata: chatMetadataSchema.optional(),
  }),
);
