/**
 * The one network-switch hook every section uses: the retry rule (3 attempts, 2 s wait, 1 s between tries,
 * 'Network switch cancelled by user' on code 4001, 'Failed to switch to {chain} after 3 attempts') from
 * domain/wallet/network-switch.ts (page-wallet.ts's switchWalletNetwork), with the switch under way and its error as state.
 */

import { useCallback, useState } from 'react';
import { useConfig } from 'wagmi';
import { switchWalletNetwork } from '../web3/page-wallet';

export type SwitchNetworkState = {
  /** Resolves once the wallet is on `chainId`; rejects with the spec's message otherwise. */
  switchNetwork: (chainId: number) => Promise<void>;
  /** The chain a switch is under way to, or null. */
  switchingTo: number | null;
  /** The last switch's error message, cleared when a new switch starts. */
  error: string | null;
};

export function useSwitchNetwork(): SwitchNetworkState {
  const config = useConfig();
  const [switchingTo, setSwitchingTo] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const switchNetwork = useCallback(
    async (chainId: number) => {
      setSwitchingTo(chainId);
      setError(null);
      try {
        await switchWalletNetwork(config, chainId);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        setError(message);
        throw e instanceof Error ? e : new Error(message);
      } finally {
        setSwitchingTo(null);
      }
    },
    [config],
  );

  return { switchNetwork, switchingTo, error };
}
