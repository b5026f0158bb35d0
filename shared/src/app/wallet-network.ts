import { getChainName, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';

/** Whether the wallet is on one of the six chains of the portfolio. */
export function supportedChain(chainId: number | undefined): chainId is number {
  return chainId !== undefined && (PORTFOLIO_CHAIN_IDS as readonly number[]).includes(chainId);
}

/** What the wallet button says about the wallet's network. */
export function networkName(chainId: number | undefined): string {
  return supportedChain(chainId) ? getChainName(chainId) : 'Wrong network';
}
