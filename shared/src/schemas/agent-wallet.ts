// The agent's API (/api/agentkit/*): its wallet as the browser may see it (address and balances, never a key),
// its budget, its purchases and its log.
import { z } from 'zod';
import { AGENT_PROTOCOLS } from '../domain/agent-choice';
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

/** POST /api/agentkit/purchase: the agent buys one report with its own wallet, within its budget. */
export const agentPurchaseRequestSchema = z.discriminatedUnion(
  'service',
  [
    z.object({
      service: z.literal('risk-score'),
      protocol: z.enum(AGENT_PROTOCOLS, { error: `must be one of ${AGENT_PROTOCOLS.join(', ')}` }),
      chain: z.string().trim().toLowerCase().min(1).max(40).default('base'),
    }),
    z.object({
      service: z.literal('analytics'),
      protocol: z.enum(AGENT_PROTOCOLS, { error: `must be one of ${AGENT_PROTOCOLS.join(', ')}` }).optional(),
      walletAddress: addressSchema,
    }),
  ],
  { error: "service must be 'risk-score' or 'analytics'" },
);
export type AgentPurchaseRequest = z.input<typeof agentPurchaseRequestSchema>;

export const agentPurchaseResponseSchema = z.object({
  success: z.boolean(),
  service: z.enum(['risk-score', 'analytics']),
  costUnits: z.number().int(),
  transaction: z.string().nullable(),
  report: z.unknown().optional(),
  error: z.string().optional(),
  code: z.enum(['budget', 'simulation', 'payment']).optional(),
  budget: agentBudgetSchema,
});
export type AgentPurchaseResponse = z.infer<typeof agentPurchaseResponseSchema>;

export const agentLogResponseSchema = z.object({ entries: z.array(agentLogEntrySchema) });
