import {
  type ComponentProps,
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  useSyncExternalStore,
} from 'react';
import { afterFirstInteraction } from './after-first-interaction';
import { loadOnce } from './load-once';
import type { WalletStack } from './wallet-stack-live';

export type { WalletStack };

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
