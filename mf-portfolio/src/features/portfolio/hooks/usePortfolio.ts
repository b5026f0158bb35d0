import { isBalanceTestnet } from '@fin/shared/domain/chains';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAccount, useConfig } from 'wagmi';
import { type BalanceLoadError, loadPortfolio } from '../api/load-portfolio';
import { fetchPortfolioFromApi } from '../api/portfolio-api';
import { readPortfolioFromChains } from '../api/portfolio-chain';
import type { PortfolioData } from '../api/portfolio-data';
import { PORTFOLIO_REFRESH_MS, portfolioKeys } from './portfolio-keys';

/**
 * The connected wallet's portfolio: refetched every 60 s and on refresh/Retry. While refetching, the rows on screen
 * stay (no flicker); when the wallet's network changes the previous rows stay until the new ones arrive, but never
 * another wallet's rows.
 */
export function usePortfolio() {
  const { address, chainId } = useAccount();
  const config = useConfig();
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
          fromChains: (wallet, s) => readPortfolioFromChains(config, wallet, s),
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
