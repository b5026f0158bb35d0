// The wallet stack itself, loaded by wallet-stack.ts when a wallet is wanted: the page's wagmi config with its
// connectors, a scope that hands it to wagmi's hooks, and the host that reconnects and syncs the store.
import { WalletSync } from '@fin/shared/app/WalletSync';
import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { finConnectors } from '@fin/shared/web3/connectors';
import { type FinWagmiConfig, getFinWagmiConfig } from '@fin/shared/web3/wagmi-config';
import { type ComponentType, type ReactNode, useContext } from 'react';
import { WagmiContext } from 'wagmi';
import { reconnect } from 'wagmi/actions';

/** What the loaded wallet stack gives the page (wallet-stack.ts loads it on demand). */
export type WalletStack = {
  config: FinWagmiConfig;
  /** Resolves once a stored wallet has been restored (or found gone): a wallet action waits for it. */
  settled: Promise<void>;
  /** Gives its children the page's wagmi config (wagmi's context), unless an outer provider already does. */
  WalletScope: ComponentType<{ children: ReactNode }>;
  /** Rendered once per page (FinProviders): reconnects a stored wallet and mirrors wagmi into the store. */
  WalletHost: ComponentType;
};

export function startWalletStack(): WalletStack {
  const runtime = getRuntimeConfig();
  const config = getFinWagmiConfig(runtime, () => finConnectors(runtime));
  // A stored wallet is restored now (what WagmiProvider's reconnectOnMount does), once per page; wallet actions
  // started meanwhile wait for it (`settled`) instead of finding no connection.
  const settled = reconnect(config).then(
    () => undefined,
    (error: unknown) => console.error('[fin] the stored wallet could not be restored', error),
  );

  function WalletScope({ children }: { children: ReactNode }) {
    // A test or an embed that wraps the page in its own WagmiProvider keeps its config.
    const outer = useContext(WagmiContext);
    if (outer) return children;
    return <WagmiContext.Provider value={config}>{children}</WagmiContext.Provider>;
  }

  function WalletHost() {
    return (
      <WagmiContext.Provider value={config}>
        <WalletSync />
      </WagmiContext.Provider>
    );
  }

  return { config, settled, WalletScope, WalletHost };
}
