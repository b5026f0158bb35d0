// Exchange shortcuts by wallet type (the wallet type only changes which exchange is offered). Coinbase's buy widget
// needs the deployment's own app id, from config.json (coinbaseAppId): without it mainnet shows why there is no
// buy button instead of opening a widget that cannot sell.
import type { RuntimeConfig } from '@fin/shared/config/runtime-config';
import type { WalletType } from '@fin/shared/store/wallet-slice';

export type ExchangeLinks = {
  exchange: string;
  /** Type A buys in a popup the page watches; type B opens a tab. Null: buying is not set up here (see `noBuy`). */
  buy: { url: string; popup: boolean } | null;
  /** Why there is no buy button, in the user's words. */
  noBuy?: string;
  depositFromExchange: string;
  withdrawToExchange: string;
};

/** The spec's placeholder, kept on the devnet: the widget shows its own notice for it. */
const DEVNET_COINBASE_APP_ID = 'fin-app-id-not-configured';

/** The app id the buy widget opens with: the configured one, the placeholder on the devnet, none on mainnet. */
export function coinbaseAppIdOf(
  config: Pick<RuntimeConfig, 'profile' | 'coinbaseAppId'> | undefined,
): string | null {
  if (config?.coinbaseAppId) return config.coinbaseAppId;
  return config?.profile === 'mainnet' ? null : DEVNET_COINBASE_APP_ID;
}

export function exchangeLinks(
  type: WalletType | null,
  address: string,
  coinbaseAppId: string | null,
): ExchangeLinks {
  if (type === 'exchangeB') {
    return {
      exchange: 'Gemini',
      buy: { url: 'https://exchange.gemini.com/buy/usdc', popup: false },
      depositFromExchange: 'https://exchange.gemini.com/transfer/withdraw/usdc',
      withdrawToExchange: 'https://exchange.gemini.com/transfer/deposit/usdc',
    };
  }
  const addresses = encodeURIComponent(
    JSON.stringify({
      [address]: ['base', 'ethereum', 'arbitrum', 'optimism', 'polygon', 'avalanche-c-chain'],
    }),
  );
  const buy = coinbaseAppId
    ? {
        url: `https://pay.coinbase.com/buy/select-asset?appId=${encodeURIComponent(coinbaseAppId)}&addresses=${addresses}&assets=${encodeURIComponent('["USDC"]')}`,
        popup: true,
      }
    : null;
  return {
    exchange: 'Coinbase',
    buy,
    ...(buy
      ? {}
      : { noBuy: 'Buying USDC with Coinbase is not set up on this deployment (it has no Coinbase app id).' }),
    depositFromExchange: 'https://www.coinbase.com/assets/usdc',
    withdrawToExchange: 'https://www.coinbase.com/receive',
  };
}
