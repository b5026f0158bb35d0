import type { StateCreator } from 'zustand';

/** Wallet types of the spec: exchange wallet A (Coinbase / Base), exchange wallet B (Gemini), any other. */
export type WalletType = 'exchangeA' | 'exchangeB' | 'other';

/**
 * The page's wallet as wagmi reports it once the wallet code has loaded. Before that, a returning wallet (address in
 * browser storage) reads 'reconnecting' and a visitor 'disconnected', so sections render the right first screen
 * without downloading the wallet libraries.
 */
export type WalletStatus = 'connected' | 'reconnecting' | 'disconnected';

/** Saved in browser storage (store/persistence.ts) on connect, cleared on disconnect. */
export type SavedWallet = {
  walletType: WalletType | null;
  walletAddress: string | null;
  walletChainId: number | null;
};

export type WalletSlice = SavedWallet & {
  walletStatus: WalletStatus;
  setWallet: (wallet: { type: WalletType; address: string; chainId?: number }) => void;
  /** A stored wallet being restored (wagmi's 'reconnecting'): the address on screen stays. */
  setWalletStatus: (status: WalletStatus) => void;
  clearWallet: () => void;
};

/** Reads what was saved; anything unreadable reads as no wallet. */
export function readSavedWallet(saved: unknown): SavedWallet {
  const s = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  const type = s.walletType;
  const chainId = s.walletChainId;
  return {
    walletType: type === 'exchangeA' || type === 'exchangeB' || type === 'other' ? type : null,
    walletAddress: typeof s.walletAddress === 'string' && s.walletAddress !== '' ? s.walletAddress : null,
    walletChainId: typeof chainId === 'number' && Number.isInteger(chainId) && chainId > 0 ? chainId : null,
  };
}

/** A saved address is a returning wallet that wagmi is about to restore. */
export function savedWalletStatus(saved: SavedWallet): WalletStatus {
  return saved.walletAddress ? 'reconnecting' : 'disconnected';
}

export const createWalletSlice: StateCreator<WalletSlice, [], [], WalletSlice> = (set) => ({
  walletType: null,
  walletAddress: null,
  walletChainId: null,
  walletStatus: 'disconnected',
  setWallet: ({ type, address, chainId }) =>
    set({
      walletType: type,
      walletAddress: address,
      walletStatus: 'connected',
      ...(chainId !== undefined ? { walletChainId: chainId } : {}),
    }),
  setWalletStatus: (walletStatus) => set({ walletStatus }),
  clearWallet: () =>
    set({ walletType: null, walletAddress: null, walletChainId: null, walletStatus: 'disconnected' }),
});
