// GET /api/portfolio/:address: everything the portfolio panel shows, in one call. The key carries the lower-case
// wallet and whether its chain is a testnet, so another wallet's rows are never served from the cache.
import { isBalanceTestnet } from '@fin/shared/domain/chains/chains';
import { type BalanceLoadError, loadPortfolio, type PortfolioData } from '@fin/shared/domain/portfolio/load';
import { classifyCode } from '@fin/shared/domain/portfolio/load-error';
import { portfolioResponseSchema } from '@fin/shared/schemas/portfolio';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import { queryKeys } from './keys';

export const portfolioKeys = queryKeys('portfolio', {
  balances: (address: string, testnet: boolean) => [address.toLowerCase(), testnet],
});

/** The portfolio refreshes itself every minute, so balances move without the user asking. */
const PORTFOLIO_REFRESH_MS = 60_000;

/** Zero balances are included: the panel lists every token of every chain it read. */
export function fetchPortfolio(address: string, options: { signal?: AbortSignal } = {}) {
  return apiGet(`/api/portfolio/${address}`, portfolioResponseSchema, {
    signal: options.signal,
    query: { includeZero: true },
  });
}

/** The API's answer in the shape the portfolio shows (the browser's own chain read gives the same shape). */
async function fetchPortfolioFromApi(address: string, signal?: AbortSignal): Promise<PortfolioData> {
  const data = await fetchPortfolio(address, { signal });
  return {
    address: data.address,
    entries: data.entries,
    failedChains: data.errors.map((e) => ({
      chainId: e.chainId,
      chainName: e.chainName,
      kind: classifyCode(e.code),
    })),
    chainsRead: data.chains.filter((c) => c.status === 'ok').length,
    lastUpdated: data.lastUpdated,
    testnet: data.testnet,
    source: 'api',
  };
}

/**
 * The one query of a wallet's portfolio, for every section that shows it (the portfolio panel, the yield goal):
 * one request and one cache entry per wallet and network. The API first; if it fails or could read no chain, the
 * chains straight from the browser (a chunk the healthy path never fetches).
 */
export function portfolioQuery(address: string, walletChainId: number | undefined) {
  const testnet = walletChainId !== undefined && isBalanceTestnet(walletChainId);
  return queryOptions<PortfolioData, BalanceLoadError>({
    queryKey: portfolioKeys.balances(address, testnet),
    queryFn: ({ signal }) =>
      loadPortfolio(
        address,
        walletChainId,
        {
          fromApi: fetchPortfolioFromApi,
          fromChains: async (wallet, s) =>
            (await import('../web3/portfolio-chain')).readPortfolioWithWalletStack(wallet, s),
        },
        signal,
      ),
    refetchInterval: PORTFOLIO_REFRESH_MS,
    retry: false,
  });
}
