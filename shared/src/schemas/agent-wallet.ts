// The agent's API (/api/agentkit/*): each wallet's own agent as that wallet (and only it, signed in) may see it:
// address and balances (never a key), its daily budget, its purchases and its log.
import { z } from 'zod';
import { AGENT_PROTOCOLS } from '../domain/agent/choice';
import { addressSchema } from './common';

export const agentBalanceSchema = z.object({
  /** ETH on Base, decimal string. */
  eth: z.string(),
  /** USDC on Base, decimal string. */
  usdc: z.string(),
});

export const budgetLineSchema = z.object({
  service: z.enum(['risk-score', 'analytics']),
  budgetUnits: z.number().int(),
  spentUnits: z.number().int(),
  remainingUnits: z.number().int(),
  priceUnits: z.number().int(),
  purchasesLeft: z.number().int(),
});

export const agentBudgetSchema = z.object({
  /** The UTC day this budget is for (YYYY-MM-DD): budgets are per day. */
  day: z.string(),
  /** The most the user may set. */
  capUnits: z.number().int(),
  totalUnits: z.number().int(),
  spentUnits: z.number().int(),
  remainingUnits: z.number().int(),
  exhausted: z.boolean(),
  lines: z.array(budgetLineSchema),
});
export type AgentBudget = z.infer<typeof agentBudgetSchema>;

export const agentLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  level: z.enum(['info', 'success', 'warning', 'error']),
  message: z.string(),
});

/** GET/POST /api/agentkit/initialize. */
export const agentInitializeResponseSchema = z.object({
  success: z.boolean(),
  mode: z.enum(['live', 'simulation']),
  /** Whether this wallet has turned its agent on (it then has an agent account of its own). */
  enabled: z.boolean(),
  address: z.string().nullable(),
  network: z.string(),
  balance: agentBalanceSchema,
  /** True when the balances could not be read on chain and the agent shows simulated ones. */
  simulatedBalance: z.boolean(),
  budget: agentBudgetSchema,
  messages: z.array(z.string()),
  error: z.string().optional(),
});
export type AgentInitializeResponse = z.infer<typeof agentInitializeResponseSchema>;

const protocolSchema = z.enum(AGENT_PROTOCOLS, { error: `must be one of ${AGENT_PROTOCOLS.join(', ')}` });

/** Every agent call names the signed-in wallet whose agent it is. */
export const agentWalletRequestSchema = z.object({ walletAddress: addressSchema });

/** POST /api/agentkit/purchase ('Buy report now'): the wallet's agent buys one report, within its budget. */
export const agentPurchaseRequestSchema = z.discriminatedUnion(
  'service',
  [
    z.object({
      walletAddress: addressSchema,
      service: z.literal('risk-score'),
      protocol: protocolSchema,
      chain: z.string().trim().toLowerCase().min(1).max(40).default('base'),
    }),
    z.object({
      walletAddress: addressSchema,
      service: z.literal('analytics'),
      protocol: protocolSchema.optional(),
    }),
  ],
  { error: "service must be 'risk-score' or 'analytics'" },
);
export type AgentPurchaseRequest = z.input<typeof agentPurchaseRequestSchema>;

/** PUT /api/agentkit/budget: the wallet's daily budget, up to the server's cap. */
export const agentBudgetRequestSchema = z.object({
  walletAddress: addressSchema,
  budgetUsdc: z
    .string({ error: 'must be a USDC amount such as 0.001' })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,6})?$/, { error: 'must be a USDC amount such as 0.001 (at most 6 decimals)' }),
});
export type AgentBudgetRequest = z.input<typeof agentBudgetRequestSchema>;

export const agentPurchaseCodes = [
  'budget',
  'simulation',
  'payment',
  'not-set-up',
  'policy',
  'unavailable',
  'pending',
] as const;

export const agentPurchaseResponseSchema = z.object({
  success: z.boolean(),
  service: z.enum(['risk-score', 'analytics']),
  costUnits: z.number().int(),
  transaction: z.string().nullable(),
  report: z.unknown().optional(),
  error: z.string().optional(),
  code: z.enum(agentPurchaseCodes).optional(),
  /** Why this report was bought (or would have been). */
  reason: z.string().optional(),
  budget: agentBudgetSchema,
});

/** POST /api/agentkit/auto: the agent's look at the wallet; it buys at most one report that is due, and says why. */
export const agentAutoResponseSchema = z.object({
  bought: z.boolean(),
  message: z.string(),
  purchase: agentPurchaseResponseSchema.optional(),
});
export type AgentAutoResponse = z.infer<typeof agentAutoResponseSchema>;

export const agentBudgetResponseSchema = z.object({ success: z.boolean(), budget: agentBudgetSchema });

/** POST /api/agentkit/withdraw: the agent's USDC authorized (EIP-3009) to its owner, for the owner's wallet to submit. */
export const agentWithdrawalSchema = z.object({
  success: z.boolean(),
  chainId: z.number().int(),
  asset: z.string(),
  authorization: z.object({
    from: z.string(),
    to: z.string(),
    value: z.string(),
    validAfter: z.string(),
    validBefore: z.string(),
    nonce: z.string(),
  }),
  signature: z.string(),
});
export type AgentWithdrawal = z.infer<typeof agentWithdrawalSchema>;
export type AgentPurchaseResponse = z.infer<typeof agentPurchaseResponseSchema>;

export const agentLogResponseSchema = z.object({ entries: z.array(agentLogEntrySchema) });
