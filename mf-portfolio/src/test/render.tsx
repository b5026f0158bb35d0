// Renders a component the way the shell does: inside the page's providers (real wagmi config with the six chains,
// a fresh TanStack QueryClient) with the runtime config set. A wallet is connected through wagmi's mock connector.
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

export const DEMO_ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const API_BASE = 'http://api.test';

// Unroutable RPC URLs: a test that reaches the chains on purpose stubs fetch for them.
export const RPC_URLS: Record<number, string> = {
  1: 'http://rpc.test/1',
  8453: 'http://rpc.test/8453',
  42161: 'http://rpc.test/42161',
  43114: 'http://rpc.test/43114',
  10: 'http://rpc.test/10',
  137: 'http://rpc.test/137',
};

/** wagmi's mock connector; on `chainId` when given (e.g. a testnet the page does not list), as a real wallet can be. */
function walletConnector(wallet: Address, chainId: number | undefined): CreateConnectorFn {
  const base = mock({ accounts: [wallet] });
  if (chainId === undefined) return base;
  const onChain = ((config: Parameters<CreateConnectorFn>[0]) => {
    const connector = base(config);
    const connect = connector.connect;
    connector.connect = async function (this: typeof connector, params) {
      const result = await connect.call(this, params);
      return { ...result, chainId };
    } as typeof connect;
    connector.getChainId = async () => chainId;
    return connector;
  }) as CreateConnectorFn;
  return Object.assign(onChain, { type: mock.type });
}

export type RenderOptions = { wallet?: Address | null; walletChainId?: number };

export async function renderWithFin(
  ui: ReactElement,
  { wallet = DEMO_ADDRESS, walletChainId }: RenderOptions = {},
) {
  const runtime = parseRuntimeConfig({
    profile: 'devnet',
    apiBaseUrl: API_BASE,
    chains: Object.entries(RPC_URLS).map(([chainId, rpcUrl]) => ({ chainId: Number(chainId), rpcUrl })),
  });
  setRuntimeConfig(runtime);
  useFinStore.setState({ hideBalances: false, walletPickerOpen: false });
  const config = createFinWagmiConfig(runtime, wallet ? [walletConnector(wallet, walletChainId)] : []);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <WagmiProvider config={config} reconnectOnMount={false}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </WagmiProvider>,
    );
  });
  // Connect after mounting: WagmiProvider (reconnectOnMount off) resets connections hydrated before it mounted.
  const connector = config.connectors[0];
  if (wallet && connector) {
    await act(async () => {
      await connect(config, { connector });
    });
  }
  return { ...(result as ReturnType<typeof render>), config, queryClient };
}
