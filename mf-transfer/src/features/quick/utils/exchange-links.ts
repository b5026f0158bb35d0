// Exchange shortcuts by wallet type (the wallet type only changes which exchange is offered).
import type { WalletType } from '@fin/shared/store/wallet-slice';

export type ExchangeLinks = {
  exchange: string;
  /** Type A buys in a popup the page watches; type B opens a tab. */
  buy: { url: string; popup: boolean };
  depositFromExchange: string;
  withdrawToExchange: string;
};

/** The buy widget's app id is not configured for Fin yet; the widget shows its own notice for a placeholder id. */
const COINBASE_PAY_APP_ID = 'fin-app-id-not-configured';

export function exchangeLinks(type: WalletType | null, address: string): ExchangeLinks {
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
  return {
    exchange: 'Coinbase',
    buy: {
      url: `https://pay.coinbase.com/buy/select-asset?appId=${COINBASE_PAY_APP_ID}&addresses=${addresses}&assets=${encodeURIComponent('["USDC"]')}`,
      popup: true,
    },
    depositFromExchange: 'https://www.coinbase.com/assets/usdc',
    withdrawToExchange: 'https://www.coinbase.com/receive',
  };
}
