// POST /api/blockchain/balance and POST /api/blockchain/stablecoin-balances.
import { z } from 'zod';
import { addressSchema, chainIdSchema, tokenDecimalsSchema, walletChainIdSchema } from './common';

export const balanceRequestSchema = z.object({
  address: addressSchema,
  chainId: chainIdSchema,
  tokenAddress: addressSchema,
  decimals: tokenDecimalsSchema,
});
export type BalanceRequest = z.input<typeof balanceRequestSchema>;

export const balanceResponseSchema = z.object({
  success: z.literal(true),
  /** Whole-token decimal string ('0' for the zero address, which is never read). */
  balance: z.string(),
  /** Base units as an integer string. */
  rawBalance: z.string(),
  decimals: z.number().int(),
  chainId: z.number().int(),
  tokenAddress: z.string(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const stablecoinBalancesRequestSchema = z.object({
  address: addressSchema,
  /** The wallet's chain; a testnet id gives an empty list (Fin holds no testnet data). */
  chainId: walletChainIdSchema,
});
export type StablecoinBalancesRequest = z.input<typeof stablecoinBalancesRequestSchema>;

export const tokenBalanceSchema = z.object({
  contractAddress: z.string(),
  symbol: z.string(),
  name: z.string(),
  type: z.enum(['stablecoin', 'receipt']),
  decimals: z.number().int(),
  rawBalance: z.string(),
  balance: z.string(),
});
export type TokenBalance = z.infer<typeof tokenBalanceSchema>;

export const stablecoinBalancesResponseSchema = z.object({
  success: z.literal(true),
  chainId: z.number().int(),
  balances: z.array(tokenBalanceSchema),
});
export type StablecoinBalancesResponse = z.infer<typeof stablecoinBalancesResponseSchema>;
