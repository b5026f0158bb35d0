/**
 * Wording that depends on the wallet type. The type changes only the exchange shortcuts and the wording of
 * network-switch help: each wallet asks for the switch in its own window.
 */
import type { WalletType } from '@fin/shared/store/wallet-slice';

export function networkSwitchHelp(type: WalletType | null): string {
  switch (type) {
    case 'exchangeA':
      return 'Approve the network change in the Coinbase Wallet or Base Account window that opens.';
    case 'exchangeB':
      return 'Approve the network change in the Gemini Wallet popup. If nothing opens, allow popups for this site.';
    default:
      return 'Approve the network change in your browser wallet. If it asks to add the network, accept that too.';
  }
}

/** How the picker and menus name a wallet type. */
export const WALLET_TYPE_LABEL: Record<WalletType, string> = {
  exchangeA: 'Coinbase Wallet',
  exchangeB: 'Gemini Wallet',
  other: 'Browser wallet',
};
