/**
 * The wallet connectors the page offers: the exchange wallet of type A (Coinbase Wallet and Base
 * Account, through wagmi's connectors) and any other browser wallet (EIP-6963 discovery, which wagmi's
 * `multiInjectedProviderDiscovery` turns into connectors, plus plain `injected`). In the devnet profile only, the
 * "Demo wallet (devnet)" comes first. The Gemini connector (type B) is known (gemini-connector.ts) but not offered.
 */

import type { RuntimeConfig } from '@fin/shared/config/runtime-config';
import { browserStorage } from '@fin/shared/web3/browser-storage';
import { deferUntilUsed } from '@fin/shared/web3/defer-until-used';
import { demoWalletConnector } from '@fin/shared/web3/demo-wallet-connector';
import type { DemoWalletChain } from '@fin/shared/web3/demo-wallet-provider';
import { demoWalletControlFor } from '@fin/shared/web3/demo-wallet-setup';
import { FIN_CHAINS } from '@fin/shared/web3/wagmi-config';
import type { CreateConnectorFn } from 'wagmi';
import { baseAccount } from 'wagmi/connectors/baseAccount';
import { coinbaseWallet } from 'wagmi/connectors/coinbaseWallet';
import { injected } from 'wagmi/connectors/injected';

export const APP_NAME = 'Fin — Maximum Interest';

/** Connector ids of the exchange wallet of type A, as the picker groups them. */
export const EXCHANGE_A_CONNECTOR_IDS = ['coinbaseWalletSDK', 'baseAccount'] as const;

/** The demo wallet's connector in the devnet profile (with the demo account in the runtime config), else null. */
export function demoWalletFor(runtime: RuntimeConfig): CreateConnectorFn | null {
  const control = demoWalletControlFor(runtime);
  if (!control || !runtime.demoWallet) return null;
  const chains: DemoWalletChain[] = FIN_CHAINS.flatMap((chain) => {
    const rpcUrl = runtime.chains.find((c) => c.chainId === chain.id)?.rpcUrl;
    return rpcUrl ? [{ id: chain.id, name: chain.name, rpcUrl }] : [];
  });
  const { privateKey, address } = runtime.demoWallet as { privateKey: `0x${string}`; address: `0x${string}` };
  const storage = browserStorage();
  return demoWalletConnector(
    () =>
      import('@fin/shared/web3/demo-wallet-provider').then(({ createDemoWalletProvider }) =>
        createDemoWalletProvider({ privateKey, address, chains, storage, control }),
      ),
    storage,
  );
}

export function finConnectors(runtime: RuntimeConfig): CreateConnectorFn[] {
  const demo = demoWalletFor(runtime);
  return [
    ...(demo ? [demo] : []),
    deferUntilUsed(coinbaseWallet({ appName: APP_NAME })),
    deferUntilUsed(baseAccount({ appName: APP_NAME })),
    injected({ shimDisconnect: true }),
  ];
}
