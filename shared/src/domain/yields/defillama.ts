// DefiLlama yields `/pools` rows (typed with exactly the columns the endpoint returns) mapped to Fin's yield
// opportunities.

import { CHAINS, isPortfolioChainId } from '../chains/chains';
import { capturedPoolAddress } from '../deposit/venues';
import { finiteOrNull, round, type YieldDraft } from './opportunity';
import { defiLlamaPoolUrl, yieldProtocolInfo } from './protocols';
import type { YieldDataSource } from './yield-opportunity';

export type DefiLlamaPredictions = {
  predictedClass: string | null;
  predictedProbability: number | null;
  binnedConfidence: number | null;
};

export type DefiLlamaPool = {
  chain: string;
  project: string;
  symbol: string;
  tvlUsd: number | null;
  apyBase: number | null;
  apyReward: number | null;
  apy: number | null;
  rewardTokens: string[] | null;
  /** Pool UUID (configID), not an address. */
  pool: string;
  apyPct1D: number | null;
  apyPct7D: number | null;
  apyPct30D: number | null;
  stablecoin: boolean;
  ilRisk: string | null;
  exposure: string | null;
  predictions: DefiLlamaPredictions | null;
  poolMeta: string | null;
  mu: number | null;
  sigma: number | null;
  count: number | null;
  outlier: boolean | null;
  underlyingTokens: string[] | null;
  il7d: number | null;
  apyBase7d: number | null;
  apyMean30d: number | null;
  volumeUsd1d: number | null;
  volumeUsd7d: number | null;
  apyBaseInception: number | null;
};

const chainIdByLlamaName = new Map<string, number>(CHAINS.map((c) => [c.name, c.id]));

/** Fin chain id of a DefiLlama chain name, only for the six portfolio chains. */
export function chainIdForLlamaChain(name: string): number | undefined {
  const id = chainIdByLlamaName.get(name);
  return id !== undefined && isPortfolioChainId(id) ? id : undefined;
}

/**
 * Fiat currencies other than the dollar that stablecoins are pegged to, as they appear in token symbols (EURS,
 * EURC, agEUR, XSGD, GBPT, CADC, TRYB, BRZ, JPYC, ZCHF, AUDD…). DefiLlama's `stablecoin` flag means "pegged to any
 * fiat", so it lets a euro coin into a list titled 'USD Stablecoins'.
 */
const NON_USD_PEG = /EUR|GBP|CHF|JPY|SGD|CAD|AUD|TRY|BRZ|BRL|MXN|NZD|ZAR|KRW|IDR|PHP|XAU|XAG|GOLD/i;

/**
 * True for a stablecoin symbol Fin lists as a USD stablecoin: everything DefiLlama flags as a stablecoin except a
 * coin pegged to another currency or to a metal (a pool that holds one is not a dollar pool either).
 */
export function isUsdStablecoinSymbol(symbol: string): boolean {
  return !NON_USD_PEG.test(symbol);
}

/** "7 days unstaking" in poolMeta → 7 days in seconds. */
export function timelockFromPoolMeta(poolMeta: string | null): number {
  const match = poolMeta?.match(/(\d+)\s*days?\s*(unstaking|cooldown|lock)/i);
  return match?.[1] ? Number(match[1]) * 86_400 : 0;
}

export function depositRequirements(
  asset: string,
  chain: string,
  minDeposit: number,
  timelock: number,
): string[] {
  return [
    `${asset} on ${chain}`,
    `Wallet connected to ${chain}`,
    ...(minDeposit > 0 ? [`Minimum deposit ${minDeposit} ${asset}`] : []),
    ...(timelock > 0 ? [`Withdrawals wait ${Math.round(timelock / 86_400)} days`] : []),
  ];
}

export function moonwellMarketUrl(chainName: string, asset: string): string {
  return `https://moonwell.fi/markets/supply/${chainName.toLowerCase()}/${asset.toLowerCase()}`;
}

/**
 * One DefiLlama row as a draft opportunity; undefined for chains Fin does not serve and for a coin not pegged to the
 * dollar (the list is 'USD Stablecoins'). DefiLlama gives no contract
 * address (its `pool` is a UUID): poolAddress is the contract a published address list names for that pool
 * (deposit-venues.ts), else null until an on-chain source supplies it.
 */
export function defiLlamaPoolToDraft(
  pool: DefiLlamaPool,
  ctx: { dataSource: YieldDataSource; lastUpdated: string },
): YieldDraft | undefined {
  const chainId = chainIdForLlamaChain(pool.chain);
  if (chainId === undefined || !isUsdStablecoinSymbol(pool.symbol)) return undefined;
  const info = yieldProtocolInfo(pool.project);
  const apy = finiteOrNull(pool.apy);
  const apyBase = finiteOrNull(pool.apyBase);
  const apyReward = finiteOrNull(pool.apyReward);
  const apyPct7D = finiteOrNull(pool.apyPct7D);
  const timelock = timelockFromPoolMeta(pool.poolMeta);
  const minDeposit = info.minDeposit ?? 0;
  const poolMeta = pool.poolMeta?.trim() || null;
  return {
    id: pool.pool,
    protocol: info.name,
    protocolSlug: pool.project,
    chain: pool.chain,
    chainId,
    asset: pool.symbol,
    type: info.type,
    apy,
    apyComponents: { base: apyBase, rewards: apyReward, compounding: 0 },
    tvl: finiteOrNull(pool.tvlUsd),
    utilization: null,
    requirements: depositRequirements(pool.symbol, pool.chain, minDeposit, timelock),
    gasEstimate: info.depositGas,
    minDeposit,
    maxDeposit: info.maxDeposit ?? null,
    timelock,
    protocolUrl: info.known ? info.appUrl : defiLlamaPoolUrl(pool.pool),
    poolAddress: capturedPoolAddress(pool.pool),
    underlyingAssets: pool.underlyingTokens ?? [],
    rewards: apyReward,
    lastUpdated: ctx.lastUpdated,
    historical7d: apy !== null && apyPct7D !== null ? round(apy - apyPct7D) : null,
    dataSource: ctx.dataSource,
    sources: [ctx.dataSource],
    description: `Supply ${pool.symbol} to ${info.name} on ${pool.chain}${poolMeta ? ` (${poolMeta})` : ''}`,
    borrowAPY: null,
    baseApy: apyBase,
    hasRewards: (apyReward ?? 0) > 0,
    rewardTokens: pool.rewardTokens ?? [],
    ...(pool.project === 'moonwell-lending'
      ? { moonwellUrl: moonwellMarketUrl(pool.chain, pool.symbol) }
      : {}),
    poolMeta,
    stats: {
      apyMean30d: finiteOrNull(pool.apyMean30d),
      sigma: finiteOrNull(pool.sigma),
      mu: finiteOrNull(pool.mu),
      outlier: typeof pool.outlier === 'boolean' ? pool.outlier : null,
      count: finiteOrNull(pool.count),
      apyPct1D: finiteOrNull(pool.apyPct1D),
      apyPct7D,
      apyPct30D: finiteOrNull(pool.apyPct30D),
    },
  };
}
