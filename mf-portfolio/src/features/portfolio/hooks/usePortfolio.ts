import { isBalanceTestnet } from '@fin/shared/domain/chains/chains';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { loadWalletStack } from '@fin/shared/web3/wallet-stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BalanceLoadError, loadPortfolio } from '../api/load-portfolio';
import { fetchPortfolioFromApi } from '../api/portfolio-api';
import type { PortfolioData } from '../api/portfolio-data';
import { PORTFOLIO_REFRESH_MS, portfolioKeys } from './portfolio-keys';

/**
 * The connected wallet's portfolio: refetched every 60 s and on refresh/Retry. While refetching, the rows on screen
 * stay (no flicker); when the wallet's network changes the previous rows stay until the new ones arrive, but never
 * another wallet's rows.
 */
export function usePortfolio() {
  const { address, chainId } = usePageWallet();
  const testnet = chainId !== undefined && isBalanceTestnet(chainId);
  const owner = address?.toLowerCase();
  return useQuery<PortfolioData, BalanceLoadError>({
    queryKey: portfolioKeys.balances(address ?? '', testnet),
    queryFn: ({ signal }) => {
      if (!address) throw new Error('No wallet connected');
      return loadPortfolio(
        address,
        chainId,
        {
          fromApi: fetchPortfolioFromApi,
          // Loaded only when needed: the read plan, Morpho's maths and the wallet code's chain clients are chunks
          // the healthy path never fetches.
          fromChains: async (wallet, s) => {
            const [chainRead, stack] = await Promise.all([
              import('../api/portfolio-chain'),
              loadWalletStack(),
            ]);
            return chainRead.readPortfolioFromChains(stack.config, wallet, s);
          },
        },
        signal,
      );
    },
    enabled: Boolean(address),
    refetchInterval: PORTFOLIO_REFRESH_MS,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === owner ? keepPreviousData(previous) : undefined,
    retry: false,
  });
}
