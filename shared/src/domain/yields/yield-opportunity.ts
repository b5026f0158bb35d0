// One yield opportunity and its history, as the domain's rules read them and the API returns them
// (schemas/yields.ts parses exactly these shapes, checked by shapedAs).

export type RiskLevel = 'low' | 'medium' | 'high';

/** Where an opportunity's live numbers come from. */
export type YieldDataSource = 'onchain' | 'defillama' | 'defillama-capture';

export type YieldType = 'lending' | 'vault' | 'savings';

/** One term of the risk score (see yield-risk.ts): points out of maxPoints and why. */
export type RiskFactor = {
  key: 'tvl' | 'volatility' | 'utilization' | 'protocolAge';
  label: string;
  points: number;
  maxPoints: number;
  detail: string;
};

/** DefiLlama's statistics over the pool's APY history (null when the source has none). */
export type YieldStats = {
  apyMean30d: number | null;
  /** Annualized std-dev of daily APY returns, percent. */
  sigma: number | null;
  mu: number | null;
  outlier: boolean | null;
  /** Number of daily samples behind sigma and mu. */
  count: number | null;
  apyPct1D: number | null;
  apyPct7D: number | null;
  apyPct30D: number | null;
};

/**
 * What the pool really paid: from its share price recorded here over 1, 7 and 30 days ('share-price'), or the
 * provider's 30-day mean APY ('provider'). Windows the history does not reach yet are absent.
 */
export type RealizedApy = {
  source: 'share-price' | 'provider';
  /** `apy` in percent, compounded; `from` is the start of the window (its end is asOf). */
  windows: { days: number; apy: number; from: string }[];
  /** When the newest share price (or the provider's data) was observed. */
  asOf: string;
};

export type YieldOpportunity = {
  /** Stable id: the DefiLlama pool UUID when one is known, else "onchain-<chainId>-<poolAddress>". */
  id: string;
  /** Display name: 'Aave V3', 'Compound V3', 'Moonwell', 'Morpho Blue', 'Spark', … */
  protocol: string;
  /** DefiLlama project slug ('aave-v3', 'morpho-blue', …). */
  protocolSlug: string;
  chain: string;
  chainId: number;
  /** Asset symbol the user deposits (USDC, USDT, DAI, …). */
  asset: string;
  type: YieldType;
  /** Percent (4.5 = 4.5%). */
  apy: number | null;
  /** `compounding`: APY minus APR when the source gives a simple rate (on-chain reads); 0 when already compounded. */
  apyComponents: { base: number | null; rewards: number | null; compounding: number };
  /** USD; lending pools count supply minus borrow, as DefiLlama does. */
  tvl: number | null;
  /** Borrowed / supplied, 0..1. */
  utilization: number | null;
  riskLevel: RiskLevel;
  /** 0–10, higher is riskier; riskLevel is its label (under 3 low, under 6 medium, else high). */
  riskScore: number;
  riskFactors: RiskFactor[];
  requirements: string[];
  /** Gas units of the deposit transaction(s). */
  gasEstimate: number;
  minDeposit: number;
  maxDeposit: number | null;
  /** Seconds before a deposit can be withdrawn (0 = any time). */
  timelock: number;
  protocolUrl: string;
  /** Contract to deposit into; null where Fin has no integration ('integration coming soon'). */
  poolAddress: string | null;
  underlyingAssets: string[];
  /** Reward APY in percent (same as apyComponents.rewards). */
  rewards: number | null;
  lastUpdated: string;
  /**
   * True when lastUpdated is past the freshness limit (freshness.ts, mainnet only): shown dimmed with its date, never
   * ranked, badged, weighed or quoted as current. Absent on a current row.
   */
  stale?: boolean;
  /** APY seven days earlier, percent (apy − DefiLlama apyPct7D), when known. */
  historical7d: number | null;
  confidence: 'high' | 'medium' | 'low';
  dataSource: YieldDataSource;
  /** Every source merged into this row, best first. */
  sources: YieldDataSource[];
  /** 0–100, higher is steadier (see stability.ts). */
  stabilityScore: number;
  description: string;
  borrowAPY: number | null;
  baseApy: number | null;
  hasRewards: boolean;
  rewardTokens: string[];
  moonwellUrl?: string;
  /** DefiLlama poolMeta: the market or vault variant ('horizon-market', '7 days unstaking', …). */
  poolMeta: string | null;
  stats: YieldStats;
  /** Absent when nothing is known yet (a pool first seen less than a day ago). */
  realized?: RealizedApy;
};

export type HistoryPoint = {
  timestamp: string;
  apy: number | null;
  apyBase: number | null;
  apyReward: number | null;
  tvlUsd: number | null;
  /** Rolling mean of apy over the 30 days ending at this point. */
  apyMean30d: number | null;
  source: 'defillama-chart' | 'defillama-capture' | 'recorded';
};
