// POST /api/auth/nonce, POST /api/auth/session, GET /api/auth/session: signing in with a wallet (EIP-4361).
import { z } from 'zod';
import { addressSchema, typeError } from './common';

export const walletNonceResponseSchema = z.object({
  success: z.literal(true),
  nonce: z.string(),
  expiresAt: z.string(),
});
export type WalletNonceResponse = z.infer<typeof walletNonceResponseSchema>;

export const walletSessionRequestSchema = z.object({
  message: z
    .string({ error: typeError('must be the signed Sign-In with Ethereum message as text') })
    .min(1, { error: 'must not be empty' })
    .max(4000, { error: 'must be at most 4000 characters' }),
  signature: z
    .string({ error: typeError('must be the 0x signature as text') })
    .regex(/^0x[0-9a-fA-F]+$/, { error: 'must be a 0x hex signature' })
    .max(20_000, { error: 'is too long' }),
});
export type WalletSessionRequest = z.input<typeof walletSessionRequestSchema>;

export const walletSessionResponseSchema = z.object({
  success: z.literal(true),
  /** Send as `Authorization: Bearer <token>`. */
  token: z.string(),
  address: addressSchema,
  expiresAt: z.string(),
});
export type WalletSessionResponse = z.infer<typeof walletSessionResponseSchema>;

export const walletWhoAmIResponseSchema = z.object({
  success: z.literal(true),
  address: addressSchema,
  expiresAt: z.string(),
});

/** The error codes a call without a valid proof gets (the browser signs in again on the 401 ones). */
export const WALLET_PROOF_ERROR_CODES = [
  'WALLET_PROOF_REQUIRED',
  'WALLET_PROOF_INVALID',
  'WALLET_PROOF_EXPIRED',
  'WALLET_MISMATCH',
] as const;
