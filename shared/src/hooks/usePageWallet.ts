import { useFinStore } from '@fin/shared/store/fin-store';
import type { WalletStatus } from '@fin/shared/store/wallet-slice';

export type PageWallet = {
  /** The wallet the page shows: connected, or stored and being restored. */
  address: `0x${string}` | undefined;
  /** The network the wallet is on (its last known one while it is being restored). */
  chainId: number | undefined;
  status: WalletStatus;
};

/**
 * The page's wallet for rendering, read from the store (wagmi mirrors into it once the wallet code has loaded), so a
 * section's first screen needs no wallet library. Wallet actions use wagmi itself, through lazyWithWallet.
 */
export function usePageWallet(): PageWallet {
  const address = useFinStore((s) => s.walletAddress);
  const chainId = useFinStore((s) => s.walletChainId);
  const status = useFinStore((s) => s.walletStatus);
  return {
    address: status === 'disconnected' || !address ? undefined : (address as `0x${string}`),
    chainId: chainId ?? undefined,
    status,
  };
}
