// Where the form starts: from the chain the wallet is on (when it is one of the six), so a wallet on Ethereum is
// not told to switch to Base before it has typed anything; to another chain than that.
import { BASE_ID, ETHEREUM_ID, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';

export type Route = { source: number; destination: number };

const FALLBACK: Route = { source: BASE_ID, destination: ETHEREUM_ID };

/** The route a fresh form shows for a wallet on `walletChainId` (undefined when no wallet is connected). */
export function defaultRoute(walletChainId: number | undefined): Route {
  if (walletChainId === undefined || !(PORTFOLIO_CHAIN_IDS as readonly number[]).includes(walletChainId)) {
    return FALLBACK;
  }
  const destination = walletChainId === ETHEREUM_ID ? BASE_ID : ETHEREUM_ID;
  return { source: walletChainId, destination };
}
