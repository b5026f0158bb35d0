// What the user asks the Portfolio Optimizer (POST /api/optimizer/optimize and /rebalance): the types the optimizer's
// rules read and the spec's defaults. schemas/agent.ts validates exactly these shapes (checked by `shapedAs`) and
// takes its defaults from here, so the rules and the API cannot drift.
import type { RiskLevel, YieldType } from '../yields/yield-opportunity';

export type RiskPreference = 'low' | 'medium' | 'high';
export type OptimizerProfile = 'conservative' | 'balanced' | 'aggressive';
export type OpportunitySort = 'apy' | 'tvl' | 'risk' | 'stability';
export type InvestmentSize = 'small' | 'medium' | 'large';

/** Empty lists mean "all". */
export type OptimizerFilters = {
  riskLevels: RiskLevel[];
  chains: string[];
  minAPY: number;
  maxAPY: number;
  minTVL: number;
  protocolTypes: YieldType[];
  assets: string[];
};

export type OptimizerPreferences = {
  type: OptimizerProfile;
  preferredChains: string[];
  riskTolerance: RiskPreference;
  investmentSize: InvestmentSize;
};

/** Cash kept idle: a total across the six chains and/or an amount per chain (chain id → USD); both apply. */
export type CashReserve = {
  totalUsd: number;
  perChainUsd: Record<string, number>;
};

/**
 * When a move is worth making (as the yield agents Giza, Sail and Blend do: they move only when the gain beats the
 * cost and clears a noise threshold; Sail and Giza cap each venue).
 */
export type OptimizerSettings = {
  /** Smallest APY gain worth a move, in percentage points, after your deposit's effect on the rate. */
  minImprovementApy: number;
  /** Largest share of a destination pool's TVL one move may become (keeps exit liquidity and rate impact sane). */
  maxPoolShare: number;
  /** Largest share of the portfolio's value that may end up in one venue. */
  maxVenueShare: number;
  /** Moves smaller than this (USD) are not proposed. */
  minMoveUsd: number;
  /** Idle stablecoins the user keeps in the wallet rather than put to work. Default: nothing kept back. */
  cashReserve: CashReserve;
};

export type OptimizeRequest = {
  walletAddress: `0x${string}`;
  riskTolerance: RiskPreference;
  /** Overrides the profile the risk preference implies (low → conservative, medium → balanced, high → aggressive). */
  profile?: OptimizerProfile;
  /** The horizon the user judges a move over, in days. */
  horizonDays: number;
  sortBy: OpportunitySort;
  filters: OptimizerFilters;
  preferences: OptimizerPreferences;
  settings: OptimizerSettings;
};

export const HORIZON_CHOICES = [7, 30, 90, 180, 365] as const;
export const DEFAULT_HORIZON_DAYS = 30;
export const DEFAULT_RISK_PREFERENCE: RiskPreference = 'medium';
export const DEFAULT_SORT: OpportunitySort = 'apy';

/** Every risk level and chain, minAPY 0, maxAPY 100, minTVL 0, every protocol type, every asset. */
export const DEFAULT_FILTERS: Readonly<OptimizerFilters> = {
  riskLevels: [],
  chains: [],
  minAPY: 0,
  maxAPY: 100,
  minTVL: 0,
  protocolTypes: [],
  assets: [],
};

/** What a new user starts from: balanced, Ethereum preferred, medium risk tolerance, medium investment size. */
export const DEFAULT_PREFERENCES: Readonly<OptimizerPreferences> = {
  type: 'balanced',
  preferredChains: ['Ethereum'],
  riskTolerance: 'medium',
  investmentSize: 'medium',
};

/** Nothing is kept back unless the user says so. */
export const NO_RESERVE: Readonly<CashReserve> = { totalUsd: 0, perChainUsd: {} };

export const DEFAULT_SETTINGS: Readonly<Omit<OptimizerSettings, 'cashReserve'>> = {
  minImprovementApy: 0.25,
  maxPoolShare: 0.1,
  maxVenueShare: 1,
  minMoveUsd: 10,
};
