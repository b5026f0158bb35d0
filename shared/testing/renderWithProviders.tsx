/**
 * Test helper: renders a section the way the shell does, inside a real wagmi config (the six chains, unroutable
 * RPC URLs) and a fresh QueryClient, optionally with a wallet connected through wagmi's mock connector.
 */

import { parseRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import { createFinWagmiConfig } from '@fin/shared/web3/wagmi-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Address } from 'viem';
import { WagmiProvider } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';

export const TEST_WALLET: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export async function renderWithProviders(ui: ReactElement, opts: { wallet?: Address } = {}) {
  const runtime = parseRuntimeConfig({
    profile: 'devnet',
    chains: [1, 8453, 42161, 43114, 10, 137].map((chainId) => ({
      chainId,
      rpcUrl: `http://rpc.test/${chainId}`,
    })),
  });
  setRuntimeConfig(runtime);
  const config = createFinWagmiConfig(runtime, opts.wallet ? [mock({ accounts: [opts.wallet] })] : []);
  if (opts.wallet) {
    const connector = config.connectors[0];
    if (!connector) throw new Error('mock connector missing');
    await act(async () => {
      await connect(config, { connector });
    });
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </WagmiProvider>,
  );
}
