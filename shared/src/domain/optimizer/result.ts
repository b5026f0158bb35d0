// What the Portfolio Optimizer answers: for every proposed move the arithmetic that justified it, and every candidate
// it dropped with the reason. schemas/agent.ts validates exactly these shapes (checked by `shapedAs`).
import type { RiskLevel, YieldType } from '../yields/yield-opportunity';
import type { OptimizerProfile, OptimizerSettings, RiskPreference } from './request';

export type CurrentPosition = {
  /** Stable id of the row: chainId:receipt-or-market. */
  id: string;
  chain: string;
  chainId: number;
  protocol: string;
  /** The receipt or position symbol (aUSDC, cUSDC, stUSDC, USDC position). */
  symbol: string;
  /** The stablecoin it is worth. */
  asset: string;
  balance: number;
  valueUSD: number;
  /** Live supply APY, percent; 0 when unknown (apyKnown false). */
  apy: number;
  apyKnown: boolean;
  /** 0–10 from the yields list's risk score of this pool; null when the pool is not listed. */
  riskScore: number | null;
  /** Stablecoins sitting in the wallet (protocol 'Wallet'), earning nothing: a source like any position. */
  idle: boolean;
  /** Idle money only: the part the cash reserve keeps in the wallet, USD. */
  reserveUsd: number;
};

export type Recommendation = {
  /** The yield opportunity id. */
  id: string;
  chain: string;
  chainId: number;
  protocol: string;
  asset: string;
  type: YieldType;
  apy: number;
  riskScore: number;
  riskLevel: RiskLevel;
  tvl: number | null;
  /** apy − the portfolio's current weighted APY, percentage points. */
  improvementOverCurrent: number;
  poolAddress: string;
  /** Which profile rule picked it ('best low risk', 'above 15% APY', …). */
  rule: string;
};

export type GasUnits = {
  withdraw: number;
  /** Approve + deposit at the destination. */
  approve: number;
  deposit: number;
  /** Cross-chain only: approve of the token messenger + depositForBurn on the source. */
  burn: number;
  /** Cross-chain only: receiveMessage on the destination. */
  mint: number;
};

/** The arithmetic of one move, shown to the user as it is. */
export type MoveEconomics = {
  amountUsd: number;
  fromApy: number;
  /** The destination's APY as listed, before your deposit. */
  toApyListed: number;
  /** The destination's APY after your deposit lands (measured by simulating it where possible). */
  toApyAfter: number;
  rateMeasured: boolean;
  /** amountUsd × (toApyAfter − fromApy) / 100. */
  yearlyGainUsd: number;
  gasUnits: GasUnits;
  gasCostUsd: number;
  /** The gas prices the cost was computed at: the source chain's (withdraw, burn) and the destination's. */
  sourceGasPriceGwei: number;
  destinationGasPriceGwei: number;
  /** CCTP fee when the chains differ, else 0. */
  bridgeFeeUsd: number;
  /** How long the CCTP transfer takes ('8-20 seconds', '15-19 minutes'); null on one chain. */
  bridgeTime: string | null;
  costUsd: number;
  /** Days of extra earnings that repay the cost; null when the move earns nothing extra. */
  breakEvenDays: number | null;
  horizonDays: number;
  /** yearlyGainUsd × horizonDays / 365 − costUsd. */
  netGainUsd: number;
};

export type RebalancingAction = {
  id: string;
  /** 'Compound V3@Arbitrum': protocol and chain, as the result lists moves. */
  from: string;
  to: string;
  fromProtocol: string;
  fromChain: string;
  fromChainId: number;
  toProtocol: string;
  toChain: string;
  toChainId: number;
  fromPositionId: string;
  toOpportunityId: string;
  asset: string;
  /** Decimal amount of the asset to move. */
  amount: string;
  /** True when the whole position moves (the withdraw takes everything, leaving no dust). */
  wholePosition: boolean;
  crossChain: boolean;
  reason: string;
  /** toApyAfter − fromApy, percentage points. */
  expectedImprovement: number;
  economics: MoveEconomics;
};

export const DROP_CODES = [
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
] as const;
export type DropCode = (typeof DROP_CODES)[number];

export type DroppedCandidate = {
  from: string;
  to: string;
  fromPositionId: string;
  toOpportunityId: string;
  code: DropCode;
  reason: string;
  economics?: MoveEconomics;
};

/** Where the wallet's money is, and what the plan changes: idle stablecoins count as much as positions. */
export type MoneyTotals = {
  /** Stablecoins sitting in the wallet, earning nothing. */
  idleUsd: number;
  /** Money in lending positions and vaults. */
  earningUsd: number;
  /** Part of the idle money the cash reserve keeps back. */
  reserveUsd: number;
  /** Idle money the proposed moves put to work. */
  plannedFromIdleUsd: number;
  /** Idle after the plan (idleUsd − plannedFromIdleUsd). */
  idleAfterUsd: number;
};

export type OptimizerResult = {
  /** Every dollar the optimizer weighs: positions and idle stablecoins. */
  totalValue: number;
  totals: MoneyTotals;
  currentWeightedAPY: number;
  projectedAPY: number;
  projectedImprovement: number;
  currentPortfolio: CurrentPosition[];
  recommendations: Recommendation[];
  rebalancingActions: RebalancingAction[];
  dropped: DroppedCandidate[];
  profile: OptimizerProfile;
  riskTolerance: RiskPreference;
  horizonDays: number;
  settings: OptimizerSettings;
  /** Yield opportunities considered after the filters. */
  opportunitiesConsidered: number;
  generatedAt: string;
  /** Things the user should know about the inputs (a chain that could not be read, an unknown APY). */
  warnings: string[];
};
