// Source 2: live pools read from the chains (the devnet's, or mainnet RPCs), with APY and TVL computed from
// contract state and poolAddress set so deposits go straight to the contract. A chain that fails keeps the pools
// it last returned, so one node down never empties its rows.
import { getChainName, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { fixedPriceUsd } from '@fin/shared/domain/money/prices';
import { depositRequirements, moonwellMarketUrl } from '@fin/shared/domain/yields/defillama';
import { onchainPoolId } from '@fin/shared/domain/yields/merge';
import type { YieldDraft } from '@fin/shared/domain/yields/opportunity';
import { yieldProtocolInfo } from '@fin/shared/domain/yields/protocols';
import type { ChainReader } from '../../chains/chain-reader';
import type { HistoryFiles } from './history-adapter';
import type { OnchainPool } from './onchain/pool-reader';
import { readChainPools } from './onchain/read-chain';
import { marketOf, type SharePriceReading, type SourceData, type YieldSource } from './source';

type ChainRead = { drafts: YieldDraft[]; sharePrices: SharePriceReading[] };

const round = (v: number, d = 6) => Math.round(v * 10 ** d) / 10 ** d;

export class OnchainYieldSource implements YieldSource {
  readonly name = 'onchain';
  readonly dataSource = 'onchain' as const;
  readonly host = "the six chains' RPC URLs";
  readonly #lastGood = new Map<number, YieldDraft[]>();

  constructor(
    private readonly chains: ChainReader,
    private readonly history: HistoryFiles,
    private readonly chainIds: readonly number[] = PORTFOLIO_CHAIN_IDS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async fetch(): Promise<SourceData> {
    const settled = await Promise.allSettled(this.chainIds.map((id) => this.#readChain(id)));
    const drafts: YieldDraft[] = [];
    const sharePrices: SharePriceReading[] = [];
    const failures: string[] = [];
    settled.forEach((outcome, i) => {
      const chainId = this.chainIds[i] as number;
      if (outcome.status === 'fulfilled') {
        this.#lastGood.set(chainId, outcome.value.drafts);
        drafts.push(...outcome.value.drafts);
        sharePrices.push(...outcome.value.sharePrices);
      } else {
        failures.push((outcome.reason as Error).message);
        drafts.push(...(this.#lastGood.get(chainId) ?? []));
      }
    });
    if (failures.length === this.chainIds.length && drafts.length === 0) {
      const more = failures.length > 1 ? ` (and ${failures.length - 1} more chains)` : '';
      throw new Error(`no chain answered: ${failures[0]}${more}`);
    }
    return { drafts, sharePrices };
  }

  async #readChain(chainId: number): Promise<ChainRead> {
    const { pools, chainTime } = await readChainPools(this.chains, chainId);
    const lastUpdated = this.now().toISOString();
    const drafts = await Promise.all(pools.map((p) => this.#toDraft(p, lastUpdated)));
    const sharePrices = drafts.flatMap((d, i) => {
      const sharePrice = pools[i]?.sharePrice ?? null;
      return sharePrice === null || chainTime === null
        ? []
        : [{ market: marketOf(d), sharePrice, chainTime }];
    });
    return { drafts, sharePrices };
  }

  /** Vaults are matched to their DefiLlama history by address or by symbol; lending pools merge by market key. */
  async #historyId(pool: OnchainPool, chainName: string): Promise<string | undefined> {
    if (pool.protocolSlug !== 'morpho-blue') return undefined;
    const keys = [
      `addr:${pool.chainId}:${pool.receiptAddress.toLowerCase()}`,
      `series:${pool.protocolSlug}:${chainName}:${pool.receiptSymbol.toUpperCase()}`,
    ];
    const poolId = await this.history.poolIdFor(keys);
    if (poolId) return poolId;
    const [first] = await this.history.filesFor(keys.slice(1));
    return first ? keys[1] : undefined;
  }

  async #toDraft(pool: OnchainPool, lastUpdated: string): Promise<YieldDraft> {
    const chain = getChainName(pool.chainId);
    const info = yieldProtocolInfo(pool.protocolSlug);
    const price = fixedPriceUsd(pool.asset) ?? 1;
    const minDeposit = info.minDeposit ?? 0;
    const id = (await this.#historyId(pool, chain)) ?? onchainPoolId(pool.chainId, pool.receiptAddress);
    const label = pool.name ? ` (${pool.name})` : '';
    return {
      id,
      protocol: info.name,
      protocolSlug: pool.protocolSlug,
      chain,
      chainId: pool.chainId,
      asset: pool.asset,
      type: info.type,
      apy: pool.supply.apy,
      apyComponents: {
        base: pool.supply.apr,
        rewards: 0,
        compounding: round(pool.supply.apy - pool.supply.apr),
      },
      tvl: round(pool.tvl * price, 2),
      utilization: pool.utilization === null ? null : round(pool.utilization),
      requirements: depositRequirements(pool.asset, chain, minDeposit, 0),
      gasEstimate: info.depositGas,
      minDeposit,
      maxDeposit: info.maxDeposit ?? null,
      timelock: 0,
      protocolUrl: info.appUrl,
      poolAddress: pool.poolAddress,
      underlyingAssets: [pool.underlying],
      rewards: 0,
      lastUpdated,
      historical7d: null,
      dataSource: 'onchain',
      sources: ['onchain'],
      description: `Supply ${pool.asset} to ${info.name} on ${chain}${label}`,
      borrowAPY: pool.borrow?.apy ?? null,
      baseApy: pool.supply.apr,
      hasRewards: false,
      rewardTokens: [],
      ...(pool.protocolSlug === 'moonwell-lending'
        ? { moonwellUrl: moonwellMarketUrl(chain, pool.asset) }
        : {}),
      poolMeta: pool.name ?? null,
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
    };
  }
}
