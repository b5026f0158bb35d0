import type { WalletType } from '@fin/shared/store/wallet-slice';

/** The spec's wallet types: exchange A (Coinbase Wallet / Base Account), exchange B (Gemini), anything else. */
export function walletTypeOfConnector(connectorId: string): WalletType {
  if (
    connectorId === 'coinbaseWalletSDK' ||
    connectorId === 'baseAccount' ||
    connectorId === 'com.coinbase.wallet'
  ) {
    return 'exchangeA';
  }
  if (connectorId === 'gemini' || connectorId === 'com.gemini.wallet') return 'exchangeB';
  return 'other';
}
