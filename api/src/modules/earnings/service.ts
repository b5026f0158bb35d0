// Earnings per position of a wallet: the portfolio's positions, the flows the protocols' own events show for them
// on each chain (bounded look-back, read in parallel per chain, each chain under its own deadline), and the
// accounting of shared/src/domain/portfolio/earnings.ts. One computation per wallet is kept for a short while in the
// cache every API instance shares (the database), so the portfolio rows, the CSV and the chat show the same figures
// whichever instance answers, and a Refresh on one is what the others serve next.
import { withDeadline } from '@fin/shared/api/deadline';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { fixedPriceUsd } from '@fin/shared/domain/money/prices';
import { getAsset } from '@fin/shared/domain/money/tokens';
import { positionEarnings, totalEarned } from '@fin/shared/domain/portfolio/earnings';
import { type EarningsPosition, earningsPosition } from '@fin/shared/domain/portfolio/earnings-events';
import { balanceEntryKey } from '@fin/shared/domain/portfolio/rows';
import type { EarningsResponse, PositionEarningsRow } from '@fin/shared/schemas/earnings';
import type { ChainError } from '@fin/shared/schemas/portfolio';
import { type Address, createPublicClient, http, type PublicClient } from 'viem';
import type { SwrCache } from '../../cache/swr';
import type { RpcDirectory } from '../../chains/rpc-directory';
import type { PortfolioService } from '../portfolio/service';
import { type PositionRead, readChainEarnings, type ScanLimits } from './adapter';

export type EarningsOptions = {
  portfolio: Pick<PortfolioService, 'portfolio'>;
  rpc: Pick<RpcDirectory, 'rpcUrl'>;
  limits: ScanLimits;
  /** The cluster's shared cache (deps.cache): one computation per wallet for every instance. */
  cache: Pick<SwrCache, 'get'>;
  /** How long one wallet's computation is served before the chains are read again. */
  ttlMs: number;
  /** Deadline of one chain's whole read. */
  chainTimeoutMs: number;
  now?: () => Date;
};

/** Where one wallet's figures sit in the shared cache; the retention sweep drops those a day old. */
export const EARNINGS_CACHE_PREFIX = 'earnings:';
/** The shared cache's key of one wallet's figures (lower-case, so a checksummed address finds the same). */
const earningsCacheKey = (address: string) => `${EARNINGS_CACHE_PREFIX}${address.toLowerCase()}`;

export class EarningsService {
  readonly #clients = new Map<string, PublicClient>();

  constructor(private readonly opts: EarningsOptions) {}

  #now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /**
   * The wallet's earnings from the cluster's cached computation; past the TTL the cached one is served while one
   * instance reads the chains again; `refresh` waits for a new read (a failed read is never stored).
   */
  async earnings(address: Address, { refresh = false } = {}): Promise<EarningsResponse> {
    const result = await this.opts.cache.get(earningsCacheKey(address), () => this.#compute(address), {
      ttlMs: this.opts.ttlMs,
      force: refresh,
    });
    return result.value;
  }

  async #compute(address: Address): Promise<EarningsResponse> {
    const portfolio = await this.opts.portfolio.portfolio(address, { includeZero: false });
    const byChain = new Map<number, EarningsPosition[]>();
    for (const entry of portfolio.entries) {
      const position = earningsPosition(entry, address);
      if (!position) continue;
      byChain.set(entry.chainId, [...(byChain.get(entry.chainId) ?? []), position]);
    }
    const rows: PositionEarningsRow[] = [];
    const ranges: EarningsResponse['ranges'] = [];
    const errors: ChainError[] = [];
    await Promise.all(
      [...byChain].map(async ([chainId, positions]) => {
        const block = portfolio.chains.find((c) => c.chainId === chainId)?.blockNumber;
        try {
          const client = this.#client(chainId);
          const toBlock = block ? Number(block) : Number(await client.getBlockNumber());
          const read = await withDeadline(this.opts.chainTimeoutMs, `${getChainName(chainId)} events`, () =>
            readChainEarnings(client, chainId, address, positions, toBlock, this.opts.limits),
          );
          ranges.push({ chainId, fromBlock: read.fromBlock, toBlock: read.toBlock });
          for (const p of read.positions) rows.push(toRow(p, read.fromBlock, read.now));
        } catch (err) {
          const chainName = getChainName(chainId);
          errors.push({
            chainId,
            chainName,
            code: 'RPC_ERROR',
            message: `${chainName}: ${(err as Error).message.split('\n')[0]}`,
          });
        }
      }),
    );
    // In the portfolio's order: the biggest holdings first.
    const order = new Map(portfolio.entries.map((e, i) => [balanceEntryKey(e), i] as const));
    rows.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
    const total = totalEarned(rows);
    return {
      address,
      positions: rows,
      ...(total === undefined ? {} : { totalEarnedUSD: total }),
      ranges: ranges.sort((a, b) => a.chainId - b.chainId),
      errors: [...portfolio.errors, ...errors],
      computedAt: this.#now().toISOString(),
    };
  }

  #client(chainId: number): PublicClient {
    const url = this.opts.rpc.rpcUrl(chainId);
    if (!url) throw new Error('no RPC configured');
    let client = this.#clients.get(url);
    if (!client) {
      // Batched: the many small getLogs and past-state calls of one scan go out as few HTTP requests.
      client = createPublicClient({
        transport: http(url, { timeout: this.opts.chainTimeoutMs, retryCount: 1, batch: { batchSize: 50 } }),
        cacheTime: 0,
      }) as PublicClient;
      this.#clients.set(url, client);
    }
    return client;
  }
}

function toRow(read: PositionRead, fromBlock: number, now: number): PositionEarningsRow {
  const { entry } = read.position;
  const underlying = entry.asset.underlyingAsset ?? entry.asset.symbol;
  return {
    key: read.position.key,
    chainId: entry.chainId,
    chainName: entry.chainName,
    symbol: entry.asset.symbol,
    protocol: entry.asset.protocol ?? '',
    earnings: positionEarnings({
      flows: read.flows,
      valueNowRaw: BigInt(entry.rawBalance),
      now,
      decimals: getAsset(underlying)?.decimals ?? entry.asset.decimals,
      priceUsd: fixedPriceUsd(underlying) ?? 1,
      fromBlock,
      heldBeforeRange: read.heldBeforeRange,
      samples: read.samples,
    }),
  };
}
