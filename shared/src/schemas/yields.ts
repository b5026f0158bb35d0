// GET /api/defi/all-stablecoins and GET /api/defi/pools/:id/history: one yield opportunity and its history.
import { z } from 'zod';
import type {
  HistoryPoint,
  RealizedApy,
  RiskFactor,
  RiskLevel,
  YieldDataSource,
  YieldOpportunity,
  YieldStats,
  YieldType,
} from '../domain/yields/yield-opportunity';
import { booleanQuerySchema, shapedAs } from './common';

// The types are the domain's (domain/yields/yield-opportunity.ts, where the fields are described); each schema
// below parses exactly its type (shapedAs), so the two cannot drift.
export type {
  HistoryPoint,
  RealizedApy,
  RiskFactor,
  RiskLevel,
  YieldDataSource,
  YieldOpportunity,
  YieldStats,
  YieldType,
};

export const riskLevelSchema = shapedAs<RiskLevel>()(z.enum(['low', 'medium', 'high']));

/** Where an opportunity's live numbers come from. */
export const yieldDataSourceSchema = shapedAs<YieldDataSource>()(
  z.enum(['onchain', 'defillama', 'defillama-capture']),
);

export const yieldTypeSchema = shapedAs<YieldType>()(z.enum(['lending', 'vault', 'savings']));

/** One term of the risk score (see yield-risk.ts): points out of maxPoints and why. */
export const riskFactorSchema = shapedAs<RiskFactor>()(
  z.object({
    key: z.enum(['tvl', 'volatility', 'utilization', 'protocolAge']),
    label: z.string(),
    points: z.number(),
    maxPoints: z.number(),
    detail: z.string(),
  }),
);

/** DefiLlama's statistics over the pool's APY history (null when the source has none). */
export const yieldStatsSchema = shapedAs<YieldStats>()(
  z.object({
    apyMean30d: z.number().nullable(),
    /** Annualized std-dev of daily APY returns, percent. */
    sigma: z.number().nullable(),
    mu: z.number().nullable(),
    outlier: z.boolean().nullable(),
    /** Number of daily samples behind sigma and mu. */
    count: z.number().nullable(),
    apyPct1D: z.number().nullable(),
    apyPct7D: z.number().nullable(),
    apyPct30D: z.number().nullable(),
  }),
);

/**
 * What the pool really paid: from its share price recorded here over 1, 7 and 30 days ('share-price'), or the
 * provider's 30-day mean APY ('provider'). Windows the history does not reach yet are absent.
 */
export const realizedApySchema = shapedAs<RealizedApy>()(
  z.object({
    source: z.enum(['share-price', 'provider']),
    windows: z.array(
      z.object({
        days: z.number().int(),
        /** Percent, compounded. */
        apy: z.number(),
        /** Start of the window (its end is asOf). */
        from: z.string(),
      }),
    ),
    /** When the newest share price (or the provider's data) was observed. */
    asOf: z.string(),
  }),
);

export const yieldOpportunitySchema = shapedAs<YieldOpportunity>()(
  z.object({
    /** Stable id: the DefiLlama pool UUID when one is known, else "onchain-<chainId>-<poolAddress>". */
    id: z.string(),
    /** Display name: 'Aave V3', 'Compound V3', 'Moonwell', 'Morpho Blue', 'Spark', … */
    protocol: z.string(),
    /** DefiLlama project slug ('aave-v3', 'morpho-blue', …). */
    protocolSlug: z.string(),
    chain: z.string(),
    chainId: z.number().int(),
    /** Asset symbol the user deposits (USDC, USDT, DAI, …). */
    asset: z.string(),
    type: yieldTypeSchema,
    /** Percent (4.5 = 4.5%). */
    apy: z.number().nullable(),
    apyComponents: z.object({
      base: z.number().nullable(),
      rewards: z.number().nullable(),
      /** APY minus APR when the source gives a simple rate (on-chain reads); 0 when already compounded. */
      compounding: z.number(),
    }),
    /** USD; lending pools count supply minus borrow, as DefiLlama does. */
    tvl: z.number().nullable(),
    /** Borrowed / supplied, 0..1. */
    utilization: z.number().nullable(),
    riskLevel: riskLevelSchema,
    /** 0–10, higher is riskier; riskLevel is its label (under 3 low, under 6 medium, else high). */
    riskScore: z.number(),
    riskFactors: z.array(riskFactorSchema),
    requirements: z.array(z.string()),
    /** Gas units of the deposit transaction(s). */
    gasEstimate: z.number().int(),
    minDeposit: z.number(),
    maxDeposit: z.number().nullable(),
    /** Seconds before a deposit can be withdrawn (0 = any time). */
    timelock: z.number(),
    protocolUrl: z.string(),
    /** Contract to deposit into; null where Fin has no integration ('integration coming soon'). */
    poolAddress: z.string().nullable(),
    underlyingAssets: z.array(z.string()),
    /** Reward APY in percent (same as apyComponents.rewards). */
    rewards: z.number().nullable(),
    lastUpdated: z.string(),
    /** Past the freshness limit (domain/yields/freshness.ts): dimmed, dated, never ranked or quoted as current. */
    stale: z.boolean().optional(),
    /** APY seven days earlier, percent (apy − DefiLlama apyPct7D), when known. */
    historical7d: z.number().nullable(),
    confidence: z.enum(['high', 'medium', 'low']),
    dataSource: yieldDataSourceSchema,
    /** Every source merged into this row, best first. */
    sources: z.array(yieldDataSourceSchema),
    /** 0–100, higher is steadier (see yield-stability.ts). */
    stabilityScore: z.number(),
    description: z.string(),
    borrowAPY: z.number().nullable(),
    baseApy: z.number().nullable(),
    hasRewards: z.boolean(),
    rewardTokens: z.array(z.string()),
    moonwellUrl: z.string().optional(),
    /** DefiLlama poolMeta: the market or vault variant ('horizon-market', '7 days unstaking', …). */
    poolMeta: z.string().nullable(),
    stats: yieldStatsSchema,
    /** Absent when nothing is known yet (a pool first seen less than a day ago). */
    realized: realizedApySchema.optional(),
  }),
);

export const allStablecoinsQuerySchema = z.object({
  /** Force a refresh of every source (the Refresh button); otherwise served from cache. */
  refresh: booleanQuerySchema,
});
export type AllStablecoinsQuery = z.input<typeof allStablecoinsQuerySchema>;

export const yieldSourceStatusSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  /** Rows this source contributed in the last merge. */
  count: z.number().int(),
  lastSuccess: z.string().nullable(),
  /** The data's own date when older than the fetch (a capture). */
  asOf: z.string().nullable(),
  error: z.string().optional(),
  /** Where it comes from ('yields.llama.fi'), so a page can name what did not answer. */
  host: z.string().optional(),
  /** Its rows are past the freshness limit (freshness.ts): shown dimmed and dated, not ranked. */
  stale: z.boolean().optional(),
});

export const allStablecoinsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(yieldOpportunitySchema),
  /** True when this response came from the cache rather than a refresh made for this request. */
  cached: z.boolean(),
  /** When the list was last rebuilt from its sources. */
  lastUpdated: z.string(),
  /** Capture date of the oldest captured data in the list (shown as "as of"); absent when all data is live. */
  asOf: z.string().optional(),
  sources: z.array(yieldSourceStatusSchema),
});
export type AllStablecoinsResponse = z.infer<typeof allStablecoinsResponseSchema>;

const POOL_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,119}$/;

export const poolHistoryParamsSchema = z.object({
  id: z.string().regex(POOL_ID, {
    error: 'must be a pool id from the yields list (a DefiLlama UUID or onchain-<chain>-<address>)',
  }),
});

export const poolHistoryQuerySchema = z.object({
  /** Only the last N days up to the newest point (1–3650). */
  days: z
    .string()
    .regex(/^\d{1,4}$/, { error: 'must be a whole number of days between 1 and 3650' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'must be at least 1' }).max(3650, { error: 'must be at most 3650' }))
    .optional(),
});

export const historyPointSchema = shapedAs<HistoryPoint>()(
  z.object({
    timestamp: z.string(),
    apy: z.number().nullable(),
    apyBase: z.number().nullable(),
    apyReward: z.number().nullable(),
    tvlUsd: z.number().nullable(),
    /** Rolling mean of apy over the 30 days ending at this point. */
    apyMean30d: z.number().nullable(),
    source: z.enum(['defillama-chart', 'defillama-capture', 'recorded']),
  }),
);

export const poolHistoryResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  /** Oldest first, at most one point per day from captures plus every recorded snapshot. */
  points: z.array(historyPointSchema),
});
export type PoolHistoryResponse = z.infer<typeof poolHistoryResponseSchema>;
