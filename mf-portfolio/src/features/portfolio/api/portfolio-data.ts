import type { FailedChain } from '@fin/shared/domain/portfolio/load-error';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';

/** What the panel renders, whichever source answered (the API, or the chains read from the browser). */
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
