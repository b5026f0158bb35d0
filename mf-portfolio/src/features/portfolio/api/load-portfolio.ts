// One load of the portfolio: the API first (one call), and if it fails or could read no chain, the chains directly
// from the browser, so balances still show while the API is down. Only when both fail does the panel show the error
// state, with the message chosen by the cause (wrong network, timeout, anything else) so the user knows what to try.
import { isBalanceTestnet } from '@fin/shared/domain/chains/chains';
import {
  type BalanceLoadErrorKind,
  balanceLoadMessage,
  classifyBalanceLoadError,
  dominantKind,
} from '@fin/shared/domain/portfolio/load-error';
import type { PortfolioData } from './portfolio-data';

export class BalanceLoadError extends Error {
  constructor(
    readonly kind: BalanceLoadErrorKind,
    options?: { cause?: unknown },
  ) {
    super(balanceLoadMessage(kind), options);
    this.name = 'BalanceLoadError';
  }
}

export type PortfolioSources = {
  fromApi: (address: string, signal?: AbortSignal) => Promise<PortfolioData>;
  fromChains: (address: string, signal?: AbortSignal) => Promise<PortfolioData>;
};

function emptyPortfolio(address: string, testnet: boolean): PortfolioData {
  return {
    address,
    entries: [],
    failedChains: [],
    chainsRead: 0,
    lastUpdated: new Date().toISOString(),
    testnet,
    source: 'none',
  };
}

const nothingRead = (data: PortfolioData) => data.chainsRead === 0 && data.failedChains.length > 0;

export async function loadPortfolio(
  address: string,
  walletChainId: number | undefined,
  sources: PortfolioSources,
  signal?: AbortSignal,
): Promise<PortfolioData> {
  // A wallet on a testnet gets the empty result and nothing is read: Fin lists mainnet balances only.
  if (walletChainId !== undefined && isBalanceTestnet(walletChainId)) return emptyPortfolio(address, true);
  let apiFailure: unknown;
  try {
    const data = await sources.fromApi(address, signal);
    if (!nothingRead(data)) return data;
    apiFailure = new BalanceLoadError(dominantKind(data.failedChains.map((f) => f.kind)));
  } catch (error) {
    if (signal?.aborted) throw error;
    apiFailure = error;
  }
  let data: PortfolioData;
  try {
    data = await sources.fromChains(address, signal);
  } catch (error) {
    throw new BalanceLoadError(classifyBalanceLoadError(error), { cause: { error, apiFailure } });
  }
  if (nothingRead(data)) {
    throw new BalanceLoadError(dominantKind(data.failedChains.map((f) => f.kind)), { cause: apiFailure });
  }
  return data;
}
