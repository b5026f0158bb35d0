// The wallet stack itself, loaded by wallet-stack.ts when a wallet is wanted: the page's wagmi config with its
// connectors, a scope that hands it to wagmi's hooks, and the host that reconnects and syncs the store.
import { WalletSync } from '@fin/shared/app/WalletSync';
import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { finConnectors } from '@fin/shared/web3/connectors';
import { getFinWagmiConfig } from '@fin/shared/web3/wagmi-config';
import { type ReactNode, useContext } from 'react';
import { WagmiContext } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import type { WalletStack } from './wallet-stack';

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
