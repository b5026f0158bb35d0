// One load of the portfolio: the API first (one call), and if it fails or could read no chain, the chains directly
// from the browser, so balances still show while the API is down. Only when both fail does the panel show the error
// state, with the message chosen by the cause (wrong network, timeout, anything else) so the user knows what to try.

import { isBalanceTestnet } from '../chains/chains';
import type { BalanceEntry } from './balance';
import {
  type BalanceLoadErrorKind,
  balanceLoadMessage,
  classifyBalanceLoadError,
  dominantKind,
  type FailedChain,
} from './load-error';

/** What the portfolio shows, whichever source answered (the API, or the chains read from the browser). */
export type PortfolioData = {
  address: string;
  /** Every row read, zero balances included (the panel hides them unless asked). */
  entries: BalanceEntry[];
  /** Chains that could not be read: no rows for them, and a note names them so a gap is never silent. */
  failedChains: FailedChain[];
  /** Chains read successfully (zero when the source could read none). */
  chainsRead: number;
  /** ISO time the balances were read. */
  lastUpdated: string;
  /** The wallet is on a testnet: nothing was read, since Fin's balances are mainnet balances. */
  testnet: boolean;
  source: 'api' | 'chain' | 'none';
};

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
