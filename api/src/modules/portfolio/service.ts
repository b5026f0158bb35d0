// The whole portfolio of a wallet across the six chains. Chains are read in parallel, one aggregate3 each, each
// under its own deadline: a chain that fails or times out is listed in errors[] and the others are returned.
import { getChainName, isBalanceTestnet, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { matchPoolApy } from '@fin/shared/domain/portfolio/apy';
import {
  allocationByChain,
  allocationByProtocol,
  isZeroBalance,
  sortBalanceEntries,
  summarizePortfolio,
} from '@fin/shared/domain/portfolio/rows';
import type { BalanceEntry, ChainError, PortfolioResponse } from '@fin/shared/schemas/portfolio';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import type { Address } from 'viem';
import { ChainReadError, type ChainReader } from '../../chains/chain-reader';
import { readChainPortfolio } from './adapter';

type ChainStatus = PortfolioResponse['chains'][number];

export type PortfolioOptions = {
  chains: ChainReader;
  /** Pools of the yields list already in cache (never fetched for a portfolio call), for the APY badges. */
  cachedPools: () => Promise<readonly YieldOpportunity[] | undefined>;
  chainIds?: readonly number[];
  now?: () => Date;
};

const round = (v: number) => Math.round(v * 1e6) / 1e6;

export class PortfolioService {
  constructor(private readonly opts: PortfolioOptions) {}

  async portfolio(
    address: Address,
    opts: { walletChainId?: number; includeZero: boolean },
  ): Promise<PortfolioResponse> {
    const lastUpdated = (this.opts.now?.() ?? new Date()).toISOString();
    if (opts.walletChainId !== undefined && isBalanceTestnet(opts.walletChainId)) {
      return this.#response(address, true, [], [], [], lastUpdated);
    }
    const chainIds = this.opts.chainIds ?? PORTFOLIO_CHAIN_IDS;
    const [reads, pools] = await Promise.all([
      Promise.all(chainIds.map((id) => this.#readChain(id, address))),
      this.opts.cachedPools().catch(() => undefined),
    ]);
    const entries: BalanceEntry[] = [];
    const statuses: ChainStatus[] = [];
    const errors: ChainError[] = [];
    for (const r of reads) {
      statuses.push(r.status);
      if (r.error) errors.push(r.error);
      for (const e of r.entries) {
        if (!opts.includeZero && isZeroBalance(e)) continue;
        const apy = e.apy ?? (pools ? matchPoolApy(e, pools) : undefined);
        entries.push(apy === undefined ? e : { ...e, apy });
      }
    }
    return this.#response(address, false, sortBalanceEntries(entries), statuses, errors, lastUpdated);
  }

  async #readChain(chainId: number, owner: Address) {
    const chainName = getChainName(chainId);
    const start = performance.now();
    try {
      const { entries, blockNumber } = await readChainPortfolio(this.opts.chains, chainId, owner);
      const status: ChainStatus = {
        chainId,
        chainName,
        status: 'ok',
        blockNumber: blockNumber.toString(),
        rpcRequests: 1,
        latencyMs: Math.round(performance.now() - start),
      };
      return { entries, status, error: undefined };
    } catch (err) {
      const e =
        err instanceof ChainReadError
          ? err
          : new ChainReadError(chainId, 'RPC_ERROR', `${chainName}: ${(err as Error).message}`);
      const status: ChainStatus = {
        chainId,
        chainName,
        status: 'failed',
        rpcRequests: e.code === 'RPC_NOT_CONFIGURED' ? 0 : 1,
        latencyMs: Math.round(performance.now() - start),
      };
      return { entries: [], status, error: { chainId, chainName, code: e.code, message: e.message } };
    }
  }

  #response(
    address: Address,
    testnet: boolean,
    entries: BalanceEntry[],
    chains: ChainStatus[],
    errors: ChainError[],
    lastUpdated: string,
  ): PortfolioResponse {
    const summary = summarizePortfolio(entries);
    return {
      success: true,
      address,
      testnet,
      entries,
      totals: {
        valueUSD: round(summary.totalValueUSD),
        assetCount: summary.assetCount,
        chainCount: summary.chainCount,
        positionCount: summary.positionCount,
        byChain: allocationByChain(entries).map((s) => ({
          chainId: Number(s.key),
          chainName: s.label,
          valueUSD: round(s.valueUSD),
        })),
        byProtocol: allocationByProtocol(entries).map((s) => ({
          protocol: s.label,
          valueUSD: round(s.valueUSD),
        })),
      },
      chains,
      errors,
      lastUpdated,
    };
  }
}
