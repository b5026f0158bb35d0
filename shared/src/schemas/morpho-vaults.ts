// GET /api/morpho-vaults: the top Morpho vaults on Ethereum, as the Morpho Vaults section lists them.
import { z } from 'zod';

export const morphoVaultSchema = z.object({
  address: z.string(),
  name: z.string(),
  /** Net APY in percent. */
  apy: z.number(),
  /** Total assets in millions of USD (spec: "TVL in millions"). */
  tvl: z.number(),
  /** The vault's page on Morpho's app. */
  link: z.string(),
});
export type MorphoVault = z.infer<typeof morphoVaultSchema>;

export const morphoVaultsResponseSchema = z.object({
  success: z.literal(true),
  /** Highest TVL first. */
  vaults: z.array(morphoVaultSchema),
  /** 'onchain' (read from the vault contracts) or 'morpho-api' (Morpho's GraphQL API). */
  source: z.enum(['onchain', 'morpho-api']),
  cached: z.boolean(),
  lastUpdated: z.string(),
});
export type MorphoVaultsResponse = z.infer<typeof morphoVaultsResponseSchema>;
