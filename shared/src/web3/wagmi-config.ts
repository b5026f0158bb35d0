/**
 * The wagmi config factory: the six chains with RPC URLs from the runtime config. One config per page, held here
 * (an MF singleton) so the shell and every remote see the same connection.
 */

import type { RuntimeConfig } from '@fin/shared/config/runtime-config';
import type { Chain, Transport } from 'viem';
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

/** The page's wagmi config with its six chains in the type: actions and hooks then take a FinChainId, not any number. */
export type FinWagmiConfig = Config<typeof FIN_CHAINS, Record<FinChainId, Transport>>;

// Registering the config type makes every wagmi hook (useConfig, useSwitchChain, usePublicClient...) typed
// with Fin's chains, so a chain id is checked where it enters (finChainId) instead of cast at each call.
declare module 'wagmi' {
  interface Register {
    config: FinWagmiConfig;
  }
}

export function isFinChainId(id: number): id is FinChainId {
  return FIN_CHAINS.some((c) => c.id === id);
}

/** A chain id from data (an opportunity, a market) as a FinChainId; throws for a chain the wallet config lacks. */
export function finChainId(id: number): FinChainId {
  if (!isFinChainId(id)) throw new Error(`Chain ${id} is not one of Fin's chains`);
  return id;
}

export function rpcUrlFor(config: RuntimeConfig, chainId: number): string | undefined {
  return config.chains.find((c) => c.chainId === chainId)?.rpcUrl;
}

export function createFinWagmiConfig(
  runtime: RuntimeConfig,
  connectors: CreateConnectorFn[] = [],
): FinWagmiConfig {
  const transports = Object.fromEntries(
    FIN_CHAINS.map((chain) => {
      const url = rpcUrlFor(runtime, chain.id);
      // Local chains change every block; never serve a cached read.
      const transport = url ? http(url, { batch: false }) : fallback([http()]);
      return [chain.id, transport];
    }),
  ) as Record<FinChainId, Transport>;
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

let current: FinWagmiConfig | undefined;

/** Creates the page's wagmi config once; later calls return the same instance. */
export function getFinWagmiConfig(
  runtime: RuntimeConfig,
  connectors: () => CreateConnectorFn[] = () => [],
): FinWagmiConfig {
  current ??= createFinWagmiConfig(runtime, connectors());
  return current;
}

export function peekFinWagmiConfig(): FinWagmiConfig | undefined {
  return current;
}
