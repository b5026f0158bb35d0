/**
 * The one network-switch hook every section uses: the retry rule (3 attempts, 2 s wait, 1 s between tries,
 * 'Network switch cancelled by user' on code 4001, 'Failed to switch to {chain} after 3 attempts') from
 * domain/network-switch.ts, wired to the connected wallet through wagmi.
 */

import { getChainName } from '@fin/shared/domain/chains';
import { switchNetworkWithRetry } from '@fin/shared/domain/network-switch';
import { useCallback, useState } from 'react';
import { useConfig, useSwitchChain } from 'wagmi';
import { walletChainId } from '../web3/page-wallet';

export type SwitchNetworkState = {
  /** Resolves once the wallet is on `chainId`; rejects with the spec's message otherwise. */
  switchNetwork: (chainId: number) => Promise<void>;
  /** The chain a switch is under way to, or null. */
  switchingTo: number | null;
  /** The last switch's error message, cleared when a new switch starts. */
  error: string | null;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useSwitchNetwork(): SwitchNetworkState {
  const config = useConfig();
  const { mutateAsync } = useSwitchChain();
  const [switchingTo, setSwitchingTo] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const switchNetwork = useCallback(
    async (chainId: number) => {
      setSwitchingTo(chainId);
      setError(null);
      try {
        await switchNetworkWithRetry({
          targetChainId: chainId,
          chainName: getChainName(chainId),
          switchChain: (id) => mutateAsync({ chainId: id as never }),
          // The wallet's own chain, not the page's default: that is what the user must be on to sign.
          getChainId: () => walletChainId(config) ?? 0,
          sleep,
        });
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        setError(message);
        throw e instanceof Error ? e : new Error(message);
      } finally {
        setSwitchingTo(null);
      }
    },
    [config, mutateAsync],
  );

  return { switchNetwork, switchingTo, error };
}
