import { getFinQueryClient } from '@fin/shared/config/query-client';
import type { RuntimeConfig } from '@fin/shared/config/runtime-config';
import { finConnectors } from '@fin/shared/web3/connectors';
import { getFinWagmiConfig } from '@fin/shared/web3/wagmi-config';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type CreateConnectorFn, WagmiProvider } from 'wagmi';
import { WalletSync } from './WalletSync';

/**
 * The providers every Fin app wraps itself in: the shell once for the whole page, a remote's standalone page or a
 * third-party embed for itself. Remotes rendered inside the shell do NOT wrap themselves again; they inherit these.
 */
export function FinProviders({
  config,
  connectors,
  children,
}: {
  config: RuntimeConfig;
  connectors?: (config: RuntimeConfig) => CreateConnectorFn[];
  children: ReactNode;
}) {
  const wagmiConfig = getFinWagmiConfig(config, () => (connectors ?? finConnectors)(config));
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount>
      <QueryClientProvider client={getFinQueryClient()}>
        <WalletSync />
        {children}
      </QueryClientProvider>
    </WagmiProvider>
  );
}
