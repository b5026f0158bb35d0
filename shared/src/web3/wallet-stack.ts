/**
 * The page's wallet code (wagmi, viem, the connectors: about 150 KB gzip) loads when a wallet needs it, not with the
 * page: when the reader reaches for "Connect wallet" or any wallet action, and for a returning wallet at the first
 * interaction or a few seconds after load. Until then sections read the wallet from the store (wallet-slice.ts),
 * so a visitor's and a returning wallet's first screens render without it.
 *
 * Part of the page contract (one per page): whichever app loads it first decides the stack, so there is one wagmi
 * config, one reconnect and one store sync per page. No static import of wagmi or viem here: importing this module
 * must cost nothing.
 */

import type { FinWagmiConfig } from '@fin/shared/web3/wagmi-config';
import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useSyncExternalStore,
} from 'react';
import { afterFirstInteraction } from './after-first-interaction';
import { loadOnce } from './load-once';

export type WalletStack = {
  config: FinWagmiConfig;
  /** Resolves once a stored wallet has been restored (or found gone): a wallet action waits for it. */
  settled: Promise<void>;
  /** Gives its children the page's wagmi config (wagmi's context), unless an outer provider already does. */
  WalletScope: ComponentType<{ children: ReactNode }>;
  /** Rendered once per page (FinProviders): reconnects a stored wallet and mirrors wagmi into the store. */
  WalletHost: ComponentType;
};

/** A returning wallet with no interaction reconnects this long after the page has loaded. */
const RETURNING_WALLET_FALLBACK_MS = 3_000;

let loaded: WalletStack | undefined;
const listeners = new Set<() => void>();

/** Downloads and starts the wallet stack (once; a failed download is tried again at the next call). */
export const loadWalletStack: () => Promise<WalletStack> = loadOnce(async () => {
  const { startWalletStack } = await import('./wallet-stack-live');
  loaded ??= startWalletStack();
  for (const listener of listeners) listener();
  return loaded;
});

/** Starts the download without waiting for it; a failure is logged, and the next wallet action tries again. */
export function preloadWalletStack(): void {
  loadWalletStack().catch((error: unknown) =>
    console.error('[fin] the wallet code could not be loaded', error),
  );
}

/** A returning wallet's stack: at the first interaction or shortly after load, after the first screen. */
export function loadWalletStackAfterFirstScreen(): () => void {
  return afterFirstInteraction(preloadWalletStack, RETURNING_WALLET_FALLBACK_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stack once it has loaded, else undefined; re-renders when it arrives. */
export function useLoadedWalletStack(): WalletStack | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
}

/** Wallet-code parts whose download failed; a Retry (a slot's, the wallet button's next press) starts them over. */
const failedLoads = new Set<() => void>();

/** Lets every part whose download failed try again at its next render (React keeps a failed lazy failed). */
export function retryFailedWalletLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

/**
 * A lazy component that uses wagmi's hooks: its chunk and the wallet stack load together, and it renders inside the
 * page's wagmi config. Every wagmi-using part of a section (dialogs, wallet actions, below-the-fold sections) goes
 * through here, so no first screen waits for the wallet libraries. A failed download reaches the nearest error
 * boundary and stays failed until retryFailedWalletLoads (never a download loop while offline).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; the props type flows through C unchanged.
export function lazyWithWallet<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): ComponentType<ComponentProps<C>> {
  const make = (): LazyExoticComponent<ComponentType<object>> =>
    lazy(async () => {
      try {
        const [module, stack] = await Promise.all([load(), loadWalletStack()]);
        const Inner = module.default as ComponentType<object>;
        function WithWallet(props: object) {
          return createElement(stack.WalletScope, null, createElement(Inner, props));
        }
        WithWallet.displayName = `WithWallet(${Inner.displayName ?? Inner.name})`;
        return { default: WithWallet };
      } catch (error) {
        failedLoads.add(() => {
          current = make();
        });
        throw error;
      }
    });
  let current = make();
  return function LoadWithWallet(props: ComponentProps<C>) {
    return createElement(current, props as object);
  };
}
