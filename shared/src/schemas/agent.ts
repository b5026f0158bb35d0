// POST /api/agent/optimize and POST /api/agent/rebalance: the Portfolio Optimizer's request and result.
// The optimizer's inputs have the spec's defaults; its output carries, for every proposed move, the
// arithmetic that justified it, and every candidate it dropped with the reason.
import { z } from 'zod';
import { addressSchema, typeError } from './common';
import { riskLevelSchema, yieldTypeSchema } from './yields';

export const riskPreferenceSchema = z.enum(['low', 'medium', 'high'], {
  error: 'must be low, medium or high',
});
export type RiskPreference = z.infer<typeof riskPreferenceSchema>;

export const optimizerProfileSchema = z.enum(['conservative', 'balanced', 'aggressive'], {
  error: 'must be conservative, balanced or aggressive',
});
export type OptimizerProfile = z.infer<typeof optimizerProfileSchema>;

export const opportunitySortSchema = z.enum(['apy', 'tvl', 'risk', 'stability'], {
  error: 'must be apy, tvl, risk or stability',
});

const percent = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(0, { error: 'must be 0 or more' })
    .max(max, { error: `must be at most ${max}` });

/** Defaults: every risk level and chain, minAPY 0, maxAPY 100, minTVL 0, every protocol type, assets (empty = all). */
export const optimizerFiltersSchema = z.object({
  riskLevels: z.array(riskLevelSchema).max(3).default([]),
  chains: z.array(z.string().max(40)).max(20).default([]),
  minAPY: percent(100).default(0),
  maxAPY: percent(1000).default(100),
  minTVL: z.number({ error: 'must be a number' }).min(0, { error: 'must be 0 or more' }).default(0),
  protocolTypes: z.array(yieldTypeSchema).max(3).default([]),
  assets: z.array(z.string().max(20)).max(20).default([]),
});
export type OptimizerFilters = z.infer<typeof optimizerFiltersSchema>;

/** Defaults a new user starts from: balanced, Ethereum preferred, medium risk tolerance, medium investment size. */
export const optimizerPreferencesSchema = z.object({
  type: optimizerProfileSchema.default('balanced'),
  preferredChains: z.array(z.string().max(40)).max(20).default(['Ethereum']),
  riskTolerance: riskPreferenceSchema.default('medium'),
  investmentSize: z.enum(['small', 'medium', 'large']).default('medium'),
});
export type OptimizerPreferences = z.infer<typeof optimizerPreferencesSchema>;

const usdAmount = z.number({ error: 'must be a number' }).min(0, { error: 'must be 0 or more' });

/** Cash kept idle: a total across the six chains and/or an amount per chain (chain id → USD); both apply. */
export const cashReserveSchema = z.object({
  totalUsd: usdAmount.default(0),
  perChainUsd: z
    .record(z.string().regex(/^\d{1,10}$/, { error: 'must be a chain id' }), usdAmount)
    .default({}),
});
export type CashReserve = z.infer<typeof cashReserveSchema>;

/**
 * When a move is worth making (as the yield agents Giza, Sail and Blend do: they move only when the gain beats the cost and
 * clears a noise threshold; Sail and Giza cap each venue).
 */
export const optimizerSettingsSchema = z.object({
  /** Smallest APY gain worth a move, in percentage points, after your deposit's effect on the rate. */
  minImprovementApy: percent(100).default(0.25),
  /** Largest share of a destination pool's TVL one move may become (keeps exit liquidity and rate impact sane). */
  maxPoolShare: z
    .number({ error: 'must be a number' })
    .gt(0, { error: 'must be above 0' })
    .max(1, { error: 'must be at most 1' })
    .default(0.1),
  /** Largest share of the portfolio's value that may end up in one venue. */
  maxVenueShare: z
    .number({ error: 'must be a number' })
    .gt(0, { error: 'must be above 0' })
    .max(1, { error: 'must be at most 1' })
    .default(1),
  /** Moves smaller than this (USD) are not proposed. */
  minMoveUsd: z.number({ error: 'must be a number' }).min(0, { error: 'must be 0 or more' }).default(10),
  /** Idle stablecoins the user keeps in the wallet rather than put to work. Default: nothing kept back. */
  cashReserve: cashReserveSchema.prefault({}),
});
export type OptimizerSettings = z.infer<typeof optimizerSettingsSchema>;

/** The horizon the user judges a move over, in days. */
export const horizonDaysSchema = z
  .number({ error: 'must be a whole number of days' })
  .int({ error: 'must be a whole number of days' })
  .min(1, { error: 'must be at least 1 day' })
  .max(3650, { error: 'must be at most 3650 days' });
export const HORIZON_CHOICES = [7, 30, 90, 180, 365] as const;
export const DEFAULT_HORIZON_DAYS = 30;

export const optimizeRequestSchema = z.object({
  walletAddress: addressSchema,
  riskTolerance: riskPreferenceSchema.default('medium'),
  /** Overrides the profile the risk preference implies (low → conservative, medium → balanced, high → aggressive). */
  profile: optimizerProfileSchema.optional(),
  horizonDays: horizonDaysSchema.default(DEFAULT_HORIZON_DAYS),
  sortBy: opportunitySortSchema.default('apy'),
  filters: optimizerFiltersSchema.prefault({}),
  preferences: optimizerPreferencesSchema.prefault({}),
  settings: optimizerSettingsSchema.prefault({}),
});
export type OptimizeRequest = z.infer<typeof optimizeRequestSchema>;
export type OptimizeRequestInput = z.input<typeof optimizeRequestSchema>;

export const currentPositionSchema = z.object({
  /** Stable id of the row: chainId:receipt-or-market. */
  id: z.string(),
  chain: z.string(),
  chainId: z.number().int(),
  protocol: z.string(),
  /** The receipt or position symbol (aUSDC, cUSDC, stUSDC, USDC position). */
  symbol: z.string(),
  /** The stablecoin it is worth. */
  asset: z.string(),
  balance: z.number(),
  valueUSD: z.number(),
  /** Live supply APY, percent; 0 when unknown (apyKnown false). */
  apy: z.number(),
  apyKnown: z.boolean(),
  /** 0–10 from the yields list's risk score of this pool; null when the pool is not listed. */
  riskScore: z.number().nullable(),
  /** Stablecoins sitting in the wallet (protocol 'Wallet'), earning nothing: a source like any position. */
  idle: z.boolean(),
  /** Idle money only: the part the cash reserve keeps in the wallet, USD. */
  reserveUsd: z.number(),
});
export type CurrentPosition = z.infer<typeof currentPositionSchema>;

export const recommendationSchema = z.object({
  /** The yield opportunity id. */
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
  /** apy − the portfolio's current weighted APY, percentage points. */
  improvementOverCurrent: z.number(),
  poolAddress: z.string(),
  /** Which profile rule picked it ('best low risk', 'above 15% APY', …). */
  rule: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const gasUnitsSchema = z.object({
  withdraw: z.number(),
  /** Approve + deposit at the destination. */
  approve: z.number(),
  deposit: z.number(),
  /** Cross-chain only: approve of the token messenger + depositForBurn on the source. */
  burn: z.number(),
  /** Cross-chain only: receiveMessage on the destination. */
  mint: z.number(),
});
export type GasUnits = z.infer<typeof gasUnitsSchema>;

/** The arithmetic of one move, shown to the user as it is. */
export const moveEconomicsSchema = z.object({
  amountUsd: z.number(),
  fromApy: z.number(),
  /** The destination's APY as listed, before your deposit. */
  toApyListed: z.number(),
  /** The destination's APY after your deposit lands (measured by simulating it where possible). */
  toApyAfter: z.number(),
  rateMeasured: z.boolean(),
  /** amountUsd × (toApyAfter − fromApy) / 100. */
  yearlyGainUsd: z.number(),
  gasUnits: gasUnitsSchema,
  gasCostUsd: z.number(),
  /** The gas prices the cost was computed at: the source chain's (withdraw, burn) and the destination's. */
  sourceGasPriceGwei: z.number(),
  destinationGasPriceGwei: z.number(),
  /** CCTP fee when the chains differ, else 0. */
  bridgeFeeUsd: z.number(),
  /** How long the CCTP transfer takes ('8-20 seconds', '15-19 minutes'); null on one chain. */
  bridgeTime: z.string().nullable(),
  costUsd: z.number(),
  /** Days of extra earnings that repay the cost; null when the move earns nothing extra. */
  breakEvenDays: z.number().nullable(),
  horizonDays: z.number(),
  /** yearlyGainUsd × horizonDays / 365 − costUsd. */
  netGainUsd: z.number(),
});
export type MoveEconomics = z.infer<typeof moveEconomicsSchema>;

export const rebalancingActionSchema = z.object({
  id: z.string(),
  /** 'Compound V3@Arbitrum': protocol and chain, as the result lists moves. */
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
  /** Decimal amount of the asset to move. */
  amount: z.string(),
  /** True when the whole position moves (the withdraw takes everything, leaving no dust). */
  wholePosition: z.boolean(),
  crossChain: z.boolean(),
  reason: z.string(),
  /** toApyAfter − fromApy, percentage points. */
  expectedImprovement: z.number(),
  economics: moveEconomicsSchema,
});
export type RebalancingAction = z.infer<typeof rebalancingActionSchema>;

export const dropCodeSchema = z.enum([
  'same-venue',
  'asset-mismatch',
  'bridge-usdc-only',
  'below-min-improvement',
  'does-not-pay',
  'pool-cap',
  'venue-cap',
  'too-small',
  'not-simulated',
  'better-move',
  /** The pool takes a bridged token (USDC.e) that neither the wallet nor CCTP provides, and Fin does not swap. */
  'bridged-token',
]);
export type DropCode = z.infer<typeof dropCodeSchema>;

export const droppedCandidateSchema = z.object({
  from: z.string(),
  to: z.string(),
  fromPositionId: z.string(),
  toOpportunityId: z.string(),
  code: dropCodeSchema,
  reason: z.string(),
  economics: moveEconomicsSchema.optional(),
});
export type DroppedCandidate = z.infer<typeof droppedCandidateSchema>;

/** Where the wallet's money is, and what the plan changes: idle stablecoins count as much as positions. */
export const moneyTotalsSchema = z.object({
  /** Stablecoins sitting in the wallet, earning nothing. */
  idleUsd: z.number(),
  /** Money in lending positions and vaults. */
  earningUsd: z.number(),
  /** Part of the idle money the cash reserve keeps back. */
  reserveUsd: z.number(),
  /** Idle money the proposed moves put to work. */
  plannedFromIdleUsd: z.number(),
  /** Idle after the plan (idleUsd − plannedFromIdleUsd). */
  idleAfterUsd: z.number(),
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

export const optimizerResultSchema = z.object({
  /** Every dollar the optimizer weighs: positions and idle stablecoins. */
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
  /** Yield opportunities considered after the filters. */
  opportunitiesConsidered: z.number().int(),
  generatedAt: z.string(),
  /** Things the user should know about the inputs (a chain that could not be read, an unknown APY). */
  warnings: z.array(z.string()),
});
export type OptimizerResult = z.infer<typeof optimizerResultSchema>;

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
  horizonDays: horizonDaysSchema.default(DEFAULT_HORIZON_DAYS),
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
