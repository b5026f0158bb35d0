// Renders a component the way the shell does: inside real wagmi + TanStack Query providers. The wallet is wagmi's
// `mock` connector (connected or not); every network call goes through the `fetch` stub of the test.
import { parseRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import { createFinWagmiConfig, FIN_CHAINS } from '@fin/shared/web3/wagmi-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Address } from 'viem';
import { WagmiProvider } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';

const TEST_WALLET: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TEST_API = 'http://api.test';

export async function renderWithProviders(ui: ReactElement, options: { connected?: boolean } = {}) {
  const runtime = parseRuntimeConfig({
    profile: 'devnet',
    apiBaseUrl: TEST_API,
    chains: FIN_CHAINS.map((c) => ({ chainId: c.id, rpcUrl: `http://rpc.test/${c.id}` })),
  });
  setRuntimeConfig(runtime);
  const config = createFinWagmiConfig(runtime, [
    mock({ accounts: [TEST_WALLET], features: { reconnect: true } }),
  ]);
  if (options.connected) {
    const connector = config.connectors[0];
    if (!connector) throw new Error('mock connector missing');
    await connect(config, { connector });
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </WagmiProvider>,
  );
  return { ...result, config, queryClient };
}

type Route = (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch stub answering by URL; anything unrouted (chain RPC included) fails like a closed port. */
export function stubFetch(route: Route) {
  const calls: string[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.toString());
    const answer = await route(url, init);
    if (answer) return answer;
    throw new TypeError(`fetch failed: ${url.host} unreachable in tests`);
  };
  return { fetchStub, calls };
}
