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
  /** Where they come from ('api.morpho.org'), so the page can name what did not answer. */
  host: z.string().optional(),
  cached: z.boolean(),
  /** When these vaults were read from the source (not when the answer was cached). */
  lastUpdated: z.string(),
  /** Past the freshness limit (domain/yields/freshness.ts): the page shows them dimmed and dated. */
  stale: z.boolean().optional(),
  /** The last read of the source failed, and why: the vaults are the last good ones. */
  unavailable: z.string().optional(),
});
export type MorphoVaultsResponse = z.infer<typeof morphoVaultsResponseSchema>;
