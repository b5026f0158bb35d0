// The grant API (/api/grants/*): a wallet's grants to its agent, each a delegation signed for one network. Only
// the signed-in wallet reads or adds its own.
import { z } from 'zod';
import { addressSchema } from './common';

const hex = z
  .string()
  .max(20_000)
  .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
  .transform((v) => v as `0x${string}`);

export const grantRequestSchema = z.object({
  chainId: z.number().int().positive(),
  venues: z.array(z.string().max(64)).max(20),
  dailyCapUsdc: z.string().max(32),
  expiresAt: z.number().int(),
  maxCalls: z.number().int(),
});

export const grantPrepareBodySchema = z.object({ walletAddress: addressSchema, request: grantRequestSchema });

const caveatSchema = z.object({ enforcer: addressSchema, terms: hex, args: hex });

export const delegationSchema = z.object({
  delegate: addressSchema,
  delegator: addressSchema,
  authority: hex,
  caveats: z.array(caveatSchema).max(16),
  salt: hex,
  signature: hex,
});
export type SignedDelegation = z.infer<typeof delegationSchema>;

export const grantConfirmBodySchema = z.object({
  walletAddress: addressSchema,
  request: grantRequestSchema,
  startDate: z.number().int().positive(),
  delegation: delegationSchema,
});

export const grantWalletQuerySchema = z.object({ walletAddress: addressSchema });

export const grantVenueSchema = z.object({ kind: z.string(), name: z.string(), address: z.string() });

/** One grant as the page shows it: the terms in the user's words and what the chain says of it now. */
export const grantViewSchema = z.object({
  id: z.number().int(),
  chainId: z.number().int(),
  agent: z.string(),
  venues: z.array(grantVenueSchema),
  dailyCapUnits: z.string(),
  /** USDC that left the account through the grant today (the enforcer's current period). */
  spentTodayUnits: z.string(),
  expiresAt: z.number().int(),
  maxCalls: z.number().int(),
  callsLeft: z.number().int(),
  delegationHash: z.string(),
  status: z.enum(['active', 'revoked', 'expired', 'used up']),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  delegation: delegationSchema,
});
export type GrantView = z.infer<typeof grantViewSchema>;

export const grantListResponseSchema = z.object({ agent: z.string(), grants: z.array(grantViewSchema) });
export type GrantListResponse = z.infer<typeof grantListResponseSchema>;

export const grantPrepareResponseSchema = z.object({
  startDate: z.number().int(),
  delegation: delegationSchema,
  /** Whether the account already runs the framework's EIP7702StatelessDeleGator on that network. */
  smartAccount: z.boolean(),
  implementation: z.string(),
  delegationManager: z.string(),
});
export type GrantPrepareResponse = z.infer<typeof grantPrepareResponseSchema>;
