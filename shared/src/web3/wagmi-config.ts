/**
 * The wagmi config factory: the six chains with RPC URLs from the runtime config. One config per page, held here
 * (an MF singleton) so the shell and every remote see the same connection.
 */

import type { RuntimeConfig } from '@fin/shared/config/runtime-config';
import type { Chain } from 'viem';
import { arbitrum, avalanche, base, mainnet, optimism, polygon } from 'viem/chains';
import { type Config, type CreateConnectorFn, createConfig, fallback, http } from 'wagmi';

/** The six chains of the portfolio, in the spec's order. */
export const FIN_CHAINS = [
  mainnet,
  base,
  arbitrum,
  avalanche,
  optimism,
  polygon,
] as const satisfies readonly [Chain, ...Chain[]];

export type FinChainId = (typeof FIN_CHAINS)[number]['id'];

export function rpcUrlFor(config: RuntimeConfig, chainId: number): string | undefined {
  return config.chains.find((c) => c.chainId === chainId)?.rpcUrl;
}

export function createFinWagmiConfig(runtime: RuntimeConfig, connectors: CreateConnectorFn[] = []): Config {
  const transports = Object.fromEntries(
    FIN_CHAINS.map((chain) => {
      const url = rpcUrlFor(runtime, chain.id);
      // Local chains change every block; never serve a cached read.
      const transport = url ? http(url, { batch: false }) : fallback([http()]);
      return [chain.id, transport];
    }),
  ) as Record<FinChainId, ReturnType<typeof http>>;
  return createConfig({
    chains: FIN_CHAINS,
    connectors,
    transports,
    multiInjectedProviderDiscovery: true,
    ssr: false,
    cacheTime: runtime.profile === 'devnet' ? 0 : 4_000,
    pollingInterval: runtime.profile === 'devnet' ? 1_000 : 4_000,
  });
}

let current: Config | undefined;

/** Creates the page's wagmi config once; later calls return the same instance. */
export function getFinWagmiConfig(
  runtime: RuntimeConfig,
  connectors: () => CreateConnectorFn[] = () => [],
): Config {
  current ??= createFinWagmiConfig(runtime, connectors());
  return current;
}

export function peekFinWagmiConfig(): Config | undefined {
  return current;
}
