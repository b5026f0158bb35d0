// POST /api/optimizer/optimize and /rebalance (the spec's /api/agent/*): the Portfolio Optimizer's request and result.
// The shapes and the spec's defaults belong to the domain (domain/optimizer/request.ts and result.ts, where each field
// is described); every schema here is checked by `shapedAs` to parse to exactly the domain's type.
import { z } from 'zod';
import * as Req from '../domain/optimizer/request';
import * as Res from '../domain/optimizer/result';
import { addressSchema, shapedAs, typeError } from './common';
import { riskLevelSchema, yieldTypeSchema } from './yields';

export type {
  CashReserve,
  OptimizerProfile,
  OptimizerSettings,
  RiskPreference,
} from '../domain/optimizer/request';
export { DEFAULT_HORIZON_DAYS, HORIZON_CHOICES } from '../domain/optimizer/request';
export type {
  MoneyTotals,
  MoveEconomics,
  OptimizerResult,
  RebalancingAction,
} from '../domain/optimizer/result';

export const riskPreferenceSchema = shapedAs<Req.RiskPreference>()(
  z.enum(['low', 'medium', 'high'], { error: 'must be low, medium or high' }),
);

export const optimizerProfileSchema = shapedAs<Req.OptimizerProfile>()(
  z.enum(['conservative', 'balanced', 'aggressive'], {
    error: 'must be conservative, balanced or aggressive',
  }),
);

export const opportunitySortSchema = z.enum(['apy', 'tvl', 'risk', 'stability'], {
  error: 'must be apy, tvl, risk or stability',
});

const percent = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(0, { error: 'must be 0 or more' })
    .max(max, { error: `must be at most ${max}` });
const share = () =>
  z
    .number({ error: 'must be a number' })
    .gt(0, { error: 'must be above 0' })
    .max(1, { error: 'must be at most 1' });
const usdAmount = z.number({ error: 'must be a number' }).min(0, { error: 'must be 0 or more' });

export const optimizerFiltersSchema = shapedAs<Req.OptimizerFilters>()(
  z.object({
    riskLevels: z.array(riskLevelSchema).max(3).default([]),
    chains: z.array(z.string().max(40)).max(20).default([]),
    minAPY: percent(100).default(Req.DEFAULT_FILTERS.minAPY),
    maxAPY: percent(1000).default(Req.DEFAULT_FILTERS.maxAPY),
    minTVL: usdAmount.default(Req.DEFAULT_FILTERS.minTVL),
    protocolTypes: z.array(yieldTypeSchema).max(3).default([]),
    assets: z.array(z.string().max(20)).max(20).default([]),
  }),
);

export const optimizerPreferencesSchema = shapedAs<Req.OptimizerPreferences>()(
  z.object({
    type: optimizerProfileSchema.default(Req.DEFAULT_PREFERENCES.type),
    preferredChains: z
      .array(z.string().max(40))
      .max(20)
      .default(() => [...Req.DEFAULT_PREFERENCES.preferredChains]),
    riskTolerance: riskPreferenceSchema.default(Req.DEFAULT_PREFERENCES.riskTolerance),
    investmentSize: z.enum(['small', 'medium', 'large']).default(Req.DEFAULT_PREFERENCES.investmentSize),
  }),
);

export const cashReserveSchema = shapedAs<Req.CashReserve>()(
  z.object({
    totalUsd: usdAmount.default(0),
    perChainUsd: z
      .record(z.string().regex(/^\d{1,10}$/, { error: 'must be a chain id' }), usdAmount)
      .default({}),
  }),
);

export const optimizerSettingsSchema = shapedAs<Req.OptimizerSettings>()(
  z.object({
    minImprovementApy: percent(100).default(Req.DEFAULT_SETTINGS.minImprovementApy),
    maxPoolShare: share().default(Req.DEFAULT_SETTINGS.maxPoolShare),
    maxVenueShare: share().default(Req.DEFAULT_SETTINGS.maxVenueShare),
    minMoveUsd: usdAmount.default(Req.DEFAULT_SETTINGS.minMoveUsd),
    cashReserve: cashReserveSchema.prefault({}),
  }),
);

/** The horizon the user judges a move over, in days. */
export const horizonDaysSchema = z
  .number({ error: 'must be a whole number of days' })
  .int({ error: 'must be a whole number of days' })
  .min(1, { error: 'must be at least 1 day' })
  .max(3650, { error: 'must be at most 3650 days' });

export const optimizeRequestSchema = shapedAs<Req.OptimizeRequest>()(
  z.object({
    walletAddress: addressSchema,
    riskTolerance: riskPreferenceSchema.default(Req.DEFAULT_RISK_PREFERENCE),
    profile: optimizerProfileSchema.optional(),
    horizonDays: horizonDaysSchema.default(Req.DEFAULT_HORIZON_DAYS),
    sortBy: opportunitySortSchema.default(Req.DEFAULT_SORT),
    filters: optimizerFiltersSchema.prefault({}),
    preferences: optimizerPreferencesSchema.prefault({}),
    settings: optimizerSettingsSchema.prefault({}),
  }),
);
export type OptimizeRequestInput = z.input<typeof optimizeRequestSchema>;

export const currentPositionSchema = shapedAs<Res.CurrentPosition>()(
  z.object({
    id: z.string(),
    chain: z.string(),
    chainId: z.number().int(),
    protocol: z.string(),
    symbol: z.string(),
    asset: z.string(),
    balance: z.number(),
    valueUSD: z.number(),
    apy: z.number(),
    apyKnown: z.boolean(),
    riskScore: z.number().nullable(),
    idle: z.boolean(),
    reserveUsd: z.number(),
  }),
);

export const recommendationSchema = shapedAs<Res.Recommendation>()(
  z.object({
    id: z.string(),
    chain: z.string(),
    chainId: z.number().int(),
    protocol: z.string(),
    asset: z.string(),
    type: yieldTypeSchema,
    apy: z.number(),
    riskScore: z.number(),
    riskLevel: riskLevelSchema,
    tvl: z.number().nullable(),
    improvementOverCurrent: z.number(),
    poolAddress: z.string(),
    rule: z.string(),
  }),
);

const gasUnitsSchema = shapedAs<Res.GasUnits>()(
  z.object({
    withdraw: z.number(),
    approve: z.number(),
    deposit: z.number(),
    burn: z.number(),
    mint: z.number(),
  }),
);

export const moveEconomicsSchema = shapedAs<Res.MoveEconomics>()(
  z.object({
    amountUsd: z.number(),
    fromApy: z.number(),
    toApyListed: z.number(),
    toApyAfter: z.number(),
    rateMeasured: z.boolean(),
    yearlyGainUsd: z.number(),
    gasUnits: gasUnitsSchema,
    gasCostUsd: z.number(),
    sourceGasPriceGwei: z.number(),
    destinationGasPriceGwei: z.number(),
    bridgeFeeUsd: z.number(),
    bridgeTime: z.string().nullable(),
    costUsd: z.number(),
    breakEvenDays: z.number().nullable(),
    horizonDays: z.number(),
    netGainUsd: z.number(),
  }),
);

export const rebalancingActionSchema = shapedAs<Res.RebalancingAction>()(
  z.object({
    id: z.string(),
    from: z.string(),
    to: z.string(),
    fromProtocol: z.string(),
    fromChain: z.string(),
    fromChainId: z.number().int(),
    toProtocol: z.string(),
    toChain: z.string(),
    toChainId: z.number().int(),
    fromPositionId: z.string(),
    toOpportunityId: z.string(),
    asset: z.string(),
    amount: z.string(),
    wholePosition: z.boolean(),
    crossChain: z.boolean(),
    reason: z.string(),
    expectedImprovement: z.number(),
    economics: moveEconomicsSchema,
  }),
);

export const droppedCandidateSchema = shapedAs<Res.DroppedCandidate>()(
  z.object({
    from: z.string(),
    to: z.string(),
    fromPositionId: z.string(),
    toOpportunityId: z.string(),
    code: z.enum(Res.DROP_CODES),
    reason: z.string(),
    economics: moveEconomicsSchema.optional(),
  }),
);

const usd = z.number();
const moneyTotalsSchema = shapedAs<Res.MoneyTotals>()(
  z.object({ idleUsd: usd, earningUsd: usd, reserveUsd: usd, plannedFromIdleUsd: usd, idleAfterUsd: usd }),
);

export const optimizerResultSchema = shapedAs<Res.OptimizerResult>()(
  z.object({
    totalValue: z.number(),
    totals: moneyTotalsSchema,
    currentWeightedAPY: z.number(),
    projectedAPY: z.number(),
    projectedImprovement: z.number(),
    currentPortfolio: z.array(currentPositionSchema),
    recommendations: z.array(recommendationSchema),
    rebalancingActions: z.array(rebalancingActionSchema),
    dropped: z.array(droppedCandidateSchema),
    profile: optimizerProfileSchema,
    riskTolerance: riskPreferenceSchema,
    horizonDays: z.number(),
    settings: optimizerSettingsSchema,
    opportunitiesConsidered: z.number().int(),
    generatedAt: z.string(),
    warnings: z.array(z.string()),
  }),
);

export const optimizeResponseSchema = z.object({ success: z.literal(true), data: optimizerResultSchema });
export type OptimizeResponse = z.infer<typeof optimizeResponseSchema>;

/** One call per action, with the decision it carries out and execute true. */
const text = (max: number) =>
  z
    .string({ error: typeError('must be text') })
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

export const rebalanceDecisionSchema = z.object({
  fromProtocol: text(60),
  fromChain: text(40),
  toProtocol: text(60),
  toChain: text(40),
  amount: z
    .string({ error: 'must be a decimal amount as text, such as "1000.5"' })
    .trim()
    .regex(/^\d{1,15}(\.\d{1,18})?$/, { error: 'must be a decimal amount as text, such as "1000.5"' }),
  reason: z.string({ error: typeError('must be text') }).max(500),
  expectedImprovement: z.number({ error: typeError('must be a number') }),
  /** Which position and which pool exactly (two pools may share protocol and chain). */
  fromPositionId: text(200),
  toOpportunityId: text(200),
  /**
   * The analysis proposed the whole position: the move withdraws all of it as it is when the wallet signs,
   * interest accrued since the analysis included ('amount' is then the balance at the analysis).
   */
  wholePosition: z.boolean({ error: typeError('must be true or false') }).optional(),
});
export type RebalanceDecision = z.infer<typeof rebalanceDecisionSchema>;

export const rebalanceRequestSchema = z.object({
  walletAddress: addressSchema,
  decision: rebalanceDecisionSchema,
  execute: z.literal(true, { error: 'must be true: the wallet signs each step right after this check' }),
  horizonDays: horizonDaysSchema.default(Req.DEFAULT_HORIZON_DAYS),
  settings: optimizerSettingsSchema.prefault({}),
});
export type RebalanceRequest = z.infer<typeof rebalanceRequestSchema>;
export type RebalanceRequestInput = z.input<typeof rebalanceRequestSchema>;

export const rebalanceResponseSchema = z.object({
  success: z.literal(true),
  /** The record id of the approved decision. */
  decisionId: z.string(),
  /** The action as re-checked against fresh data: the wallet executes this one. */
  action: rebalancingActionSchema,
  recordedAt: z.string(),
});
export type RebalanceResponse = z.infer<typeof rebalanceResponseSchema>;
