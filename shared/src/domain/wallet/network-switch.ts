// The wallet network-switch rule (3 attempts, 1 s apart; code 4001 means the user cancelled, so no retry), with the
// wallet and timer injected so the transfer form, the deposit dialog and tests share one implementation.

export const NETWORK_SWITCH_ATTEMPTS = 3;
/** Wait after a switch request before reading the chain back: a wallet may answer before the switch took effect. */
export const NETWORK_SWITCH_VERIFY_MS = 2000;
export const NETWORK_SWITCH_RETRY_DELAY_MS = 1000;
export const NETWORK_SWITCH_CANCELLED = 'Network switch cancelled by user';

export const networkSwitchFailedMessage = (chainName: string) =>
  `Failed to switch to ${chainName} after ${NETWORK_SWITCH_ATTEMPTS} attempts`;

/** EIP-1193 4001 (user rejected), on the error itself or anywhere in its `cause` chain (viem wraps it). */
export function isUserRejectedError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === 4001) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type SwitchNetworkDeps = {
  switchChain: (chainId: number) => Promise<unknown>;
  getChainId: () => Promise<number> | number;
  sleep: (ms: number) => Promise<void>;
  chainName: string;
  targetChainId: number;
};

/**
 * Ask the wallet to switch to `targetChainId`: up to 3 requests; after each, wait 2 s and check the chain;
 * 1 s between tries. A user rejection stops at once with 'Network switch cancelled by user'; three failures
 * give 'Failed to switch to {chain} after 3 attempts'. Does nothing when already on the chain.
 */
export async function switchNetworkWithRetry(deps: SwitchNetworkDeps): Promise<void> {
  const { switchChain, getChainId, sleep, chainName, targetChainId } = deps;
  if ((await getChainId()) === targetChainId) return;
  for (let attempt = 1; attempt <= NETWORK_SWITCH_ATTEMPTS; attempt++) {
    try {
      await switchChain(targetChainId);
      await sleep(NETWORK_SWITCH_VERIFY_MS);
      if ((await getChainId()) === targetChainId) return;
    } catch (error) {
      if (isUserRejectedError(error)) throw new Error(NETWORK_SWITCH_CANCELLED);
      // Any other wallet error counts as a failed attempt; the next one may succeed.
    }
    if (attempt < NETWORK_SWITCH_ATTEMPTS) await sleep(NETWORK_SWITCH_RETRY_DELAY_MS);
  }
  throw new Error(networkSwitchFailedMessage(chainName));
}
