/**
 * MF runtime plugin: the network layer of remote resilience. A remote server that accepts the connection but never
 * answers would hang `loadRemote` forever, so every manifest fetch and remote entry script gets a deadline.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// 4 s leaves room inside the 6 s in which a dead slot must show its fallback, even on a busy machine.
export const REMOTE_FETCH_TIMEOUT_MS = 4000;
/** The remote entry script is larger and parsed on arrival, so it gets the full 5 s the budget allows. */
export const REMOTE_ENTRY_TIMEOUT_MS = 5000;

export function timeoutPlugin(
  timeoutMs: number = REMOTE_FETCH_TIMEOUT_MS,
  entryTimeoutMs: number = REMOTE_ENTRY_TIMEOUT_MS,
): ModuleFederationRuntimePlugin {
  return {
    name: 'fin-timeout-plugin',
    fetch(url: string, init: RequestInit) {
      const signal = init.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
      return fetch(url, { ...init, signal });
    },
    createScript() {
      return { timeout: entryTimeoutMs };
    },
  };
}
