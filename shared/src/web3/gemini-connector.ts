/**
 * The exchange wallet of type B (Gemini). wagmi v3 has no Gemini connector, so this wraps `@gemini-wallet/core`'s
 * provider in `injected`. Known to the code (wallet type, exchange shortcuts, help wording) but, as the spec says,
 * not offered in the wallet picker: the page offers exchange wallet A and other browser wallets.
 */

import { deferUntilUsed } from '@fin/shared/web3/defer-until-used';
import type { CreateConnectorFn } from 'wagmi';
import { injected } from 'wagmi/connectors/injected';

export const GEMINI_CONNECTOR_ID = 'gemini';
export const GEMINI_RDNS = 'com.gemini.wallet';
export const GEMINI_CONNECTOR_NOT_FOUND =
  'Gemini wallet connector not found. Please make sure Gemini wallet is installed.';

type GeminiProvider = InstanceType<typeof import('@gemini-wallet/core').GeminiWalletProvider>;

export function geminiConnector(options: {
  appName: string;
  chainId: number;
  rpcUrl?: string;
}): CreateConnectorFn {
  let provider: GeminiProvider | undefined;
  // `injected` asks its target synchronously, so the SDK is loaded (lazily, on first use) by `preloadGemini`.
  const connector = injected({
    shimDisconnect: true,
    target: () =>
      provider ? { id: GEMINI_CONNECTOR_ID, name: 'Gemini Wallet', provider: provider as never } : undefined,
  });
  return deferUntilUsed((config) => {
    const inner = connector(config);
    return {
      ...inner,
      id: GEMINI_CONNECTOR_ID,
      name: 'Gemini Wallet',
      rdns: GEMINI_RDNS,
      async getProvider(parameters) {
        if (!provider) {
          const { GeminiWalletProvider } = await import('@gemini-wallet/core');
          provider = new GeminiWalletProvider({
            appMetadata: { name: options.appName },
            chain: { id: options.chainId, ...(options.rpcUrl ? { rpcUrl: options.rpcUrl } : {}) },
          });
        }
        return inner.getProvider.call(this, parameters);
      },
    } as typeof inner;
  });
}
