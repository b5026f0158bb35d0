/**
 * Test helper: renders a section the way the shell does, inside the page's providers (a real wagmi config with the
 * six chains on unroutable RPC URLs, a fresh TanStack QueryClient) with the runtime config set, optionally with a
 * wallet connected through wagmi's mock connector. The one helper every app's component tests use.
 */

import { WalletSync } from '@fin/shared/app/WalletSync';
import { parseRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import { useFinStore } from '@fin/shared/store/fin-store';
import { createFinWagmiConfig } from '@fin/shared/web3/wagmi-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Address } from 'viem';
import { type CreateConnectorFn, WagmiProvider } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';

export const TEST_WALLET: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Unroutable RPC URLs: a test that reaches the chains on purpose stubs fetch for them. */
export const RPC_URLS: Record<number, string> = Object.fromEntries(
  [1, 8453, 42161, 43114, 10, 137].map((chainId) => [chainId, `http://rpc.test/${chainId}`]),
);

/** wagmi's mock connector; on `chainId` when given (e.g. a testnet the page does not list), as a real wallet can be. */
function walletConnector(wallet: Address, chainId: number | undefined): CreateConnectorFn {
  const base = mock({ accounts: [wallet] });
  if (chainId === undefined) return base;
  const onChain = ((config: Parameters<CreateConnectorFn>[0]) => {
    const connector = base(config);
    const connectTo = connector.connect;
    connector.connect = async function (this: typeof connector, params) {
      const result = await connectTo.call(this, params);
      return { ...result, chainId };
    } as typeof connectTo;
    connector.getChainId = async () => chainId;
    return connector;
  }) as CreateConnectorFn;
  return Object.assign(onChain, { type: mock.type });
}

export type RenderOptions = {
  /** The connected wallet; none when omitted. */
  wallet?: Address;
  /** The chain the wallet reports, when not the page's default. */
  walletChainId?: number;
  /** The API origin the sections call (relative `/api` when omitted). */
  apiBaseUrl?: string;
  /** More of config.json than the devnet defaults: another profile, a Coinbase app id. */
  config?: { profile?: 'devnet' | 'mainnet'; coinbaseAppId?: string };
};

export async function renderWithProviders(ui: ReactElement, opts: RenderOptions = {}) {
  const runtime = parseRuntimeConfig({
    profile: 'devnet',
    ...opts.config,
    ...(opts.apiBaseUrl ? { apiBaseUrl: opts.apiBaseUrl } : {}),
    chains: Object.entries(RPC_URLS).map(([chainId, rpcUrl]) => ({ chainId: Number(chainId), rpcUrl })),
  });
  setRuntimeConfig(runtime);
  useFinStore.setState({ hideBalances: false, walletPickerOpen: false });
  useFinStore.getState().clearWallet();
  const config = createFinWagmiConfig(
    runtime,
    opts.wallet ? [walletConnector(opts.wallet, opts.walletChainId)] : [],
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <WagmiProvider config={config} reconnectOnMount={false}>
        <QueryClientProvider client={queryClient}>
          <WalletSync />
          {ui}
        </QueryClientProvider>
      </WagmiProvider>,
    );
  });
  // Connect after mounting: WagmiProvider (reconnectOnMount off) resets connections hydrated before it mounted.
  const connector = config.connectors[0];
  if (opts.wallet && connector) {
    await act(async () => {
      await connect(config, { connector });
    });
  }
  return { ...(result as ReturnType<typeof render>), config, queryClient };
}
