// GET /api/portfolio/:address through the one API client, mapped to what the panel shows.
import { fetchPortfolio } from '@fin/shared/api/portfolio';
import { classifyCode } from '@fin/shared/domain/portfolio/load-error';
import type { PortfolioData } from './portfolio-data';

export async function fetchPortfolioFromApi(address: string, signal?: AbortSignal): Promise<PortfolioData> {
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
