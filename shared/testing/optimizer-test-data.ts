// Yield opportunities and measurements for the optimizer's tests, on the real registry addresses (so a test
// cannot invent a pool Fin does not integrate). Test support only: nothing in the app imports it.

import {
  AAVE_V3_POOL,
  COMPOUND_V3_COMET_USDC,
  METAMORPHO_VAULTS,
  MOONWELL_MUSDC,
} from '../src/domain/chains/contracts';
import type { MoveMeasurement } from '../src/domain/optimizer/economics';
import {
  DEFAULT_FILTERS,
  DEFAULT_HORIZON_DAYS,
  DEFAULT_PREFERENCES,
  DEFAULT_RISK_PREFERENCE,
  DEFAULT_SETTINGS,
  DEFAULT_SORT,
  NO_RESERVE,
  type OptimizeRequest,
  type OptimizerSettings,
} from '../src/domain/optimizer/request';
import type { YieldOpportunity } from '../src/schemas/yields';

export function testOpportunity(
  o: Pick<YieldOpportunity, 'id' | 'protocol' | 'protocolSlug' | 'chain' | 'chainId' | 'asset' | 'apy'> &
    Partial<YieldOpportunity>,
): YieldOpportunity {
  return {
    type: 'lending',
    apyComponents: { base: o.apy, rewards: null, compounding: 0 },
    tvl: 500_000_000,
    utilization: 0.5,
    riskLevel: 'medium',
    riskScore: 4,
    riskFactors: [],
    requirements: [],
    gasEstimate: 250_000,
    minDeposit: 0,
    maxDeposit: null,
    timelock: 0,
    protocolUrl: 'https://example.org',
    poolAddress: null,
    underlyingAssets: [o.asset],
    rewards: null,
    lastUpdated: '2026-11-01T00:00:00.000Z',
    historical7d: null,
    confidence: 'high',
    dataSource: 'onchain',
    sources: ['onchain'],
    stabilityScore: 80,
    description: '',
    borrowAPY: null,
    baseApy: o.apy,
    hasRewards: false,
    rewardTokens: [],
    poolMeta: null,
    stats: {
      apyMean30d: null,
      sigma: null,
      mu: null,
      outlier: null,
      count: null,
      apyPct1D: null,
      apyPct7D: null,
      apyPct30D: null,
    },
    ...o,
  };
}

export const aave = (chainId: number, chain: string, apy: number, extra: Partial<YieldOpportunity> = {}) =>
  testOpportunity({
    id: `aave-${chainId}-${extra.asset ?? 'USDC'}`,
    protocol: 'Aave V3',
    protocolSlug: 'aave-v3',
    chain,
    chainId,
    asset: 'USDC',
    apy,
    poolAddress: AAVE_V3_POOL[chainId] ?? null,
    ...extra,
  });

export const compound = (
  chainId: number,
  chain: string,
  apy: number,
  extra: Partial<YieldOpportunity> = {},
) =>
  testOpportunity({
    id: `compound-${chainId}`,
    protocol: 'Compound V3',
    protocolSlug: 'compound-v3',
    chain,
    chainId,
    asset: 'USDC',
    apy,
    poolAddress: COMPOUND_V3_COMET_USDC[chainId] ?? null,
    ...extra,
  });

export const moonwell = (
  chainId: number,
  chain: string,
  apy: number,
  extra: Partial<YieldOpportunity> = {},
) =>
  testOpportunity({
    id: `moonwell-${chainId}`,
    protocol: 'Moonwell',
    protocolSlug: 'moonwell-lending',
    chain,
    chainId,
    asset: 'USDC',
    apy,
    poolAddress: MOONWELL_MUSDC[chainId] ?? null,
    ...extra,
  });

export const steakhouse = (apy: number, extra: Partial<YieldOpportunity> = {}) =>
  testOpportunity({
    id: 'steakhouse-1',
    protocol: 'Morpho Blue',
    protocolSlug: 'morpho-blue',
    chain: 'Ethereum',
    chainId: 1,
    asset: 'USDC',
    type: 'vault',
    apy,
    poolAddress: METAMORPHO_VAULTS.stUSDC.addresses[1],
    ...extra,
  });

/** A measurement: the listed APY minus `impact`, 1 gwei everywhere, ETH at the fixed $3,750. */
export function testMeasurement(
  toApyListed: number,
  o: {
    impact?: number;
    crossChain?: boolean;
    bridgeFeeUsd?: number;
    gasPriceGwei?: number;
    /** Withdraw gas; 0 for idle money, already in the wallet. */
    withdraw?: number;
  } = {},
): Extract<MoveMeasurement, { ok: true }> {
  const gwei = BigInt(Math.round((o.gasPriceGwei ?? 1) * 1e9));
  return {
    ok: true,
    toApyAfter: toApyListed - (o.impact ?? 0),
    rateMeasured: true,
    gasUnits: {
      withdraw: o.withdraw ?? 100_000,
      approve: 50_000,
      deposit: 150_000,
      burn: o.crossChain ? 120_000 : 0,
      mint: o.crossChain ? 300_000 : 0,
    },
    sourceGasPriceWei: gwei,
    destinationGasPriceWei: gwei,
    sourceNativeUsd: 3750,
    destinationNativeUsd: 3750,
    bridgeFeeUsd: o.bridgeFeeUsd ?? 0,
    bridgeTime: o.crossChain ? '8-20 seconds' : null,
  };
}

/**
 * A request as the API hands it to the optimizer after its defaults are applied (the domain's defaults, the same the
 * schema applies: schemas/agent.test.ts checks they agree), with some fields or settings changed.
 */
export function testRequest(
  extra: Partial<Omit<OptimizeRequest, 'settings'>> & { settings?: Partial<OptimizerSettings> } = {},
): OptimizeRequest {
  const { settings, ...rest } = extra;
  return {
    walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    riskTolerance: DEFAULT_RISK_PREFERENCE,
    horizonDays: DEFAULT_HORIZON_DAYS,
    sortBy: DEFAULT_SORT,
    filters: { ...DEFAULT_FILTERS },
    preferences: { ...DEFAULT_PREFERENCES, preferredChains: [...DEFAULT_PREFERENCES.preferredChains] },
    ...rest,
    settings: { ...DEFAULT_SETTINGS, cashReserve: { ...NO_RESERVE }, ...settings },
  };
}
