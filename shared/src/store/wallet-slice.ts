import type { StateCreator } from 'zustand';

/** Wallet types of the spec: exchange wallet A (Coinbase / Base), exchange wallet B (Gemini), any other. */
export type WalletType = 'exchangeA' | 'exchangeB' | 'other';

/**
 * The page's wallet as wagmi reports it once the wallet code has loaded. Before that, a returning wallet (address in
 * browser storage) reads 'reconnecting' and a visitor 'disconnected', so sections render the right first screen
 * without downloading the wallet libraries.
 */
export type WalletStatus = 'connected' | 'reconnecting' | 'disconnected';

/** Browser storage keys: wallet type, address and network are stored on connect and removed on disconnect. */
export const WALLET_TYPE_KEY = 'fin.walletType';
export const WALLET_ADDRESS_KEY = 'fin.walletAddress';
export const WALLET_CHAIN_KEY = 'fin.walletChainId';

type WalletFields = {
  walletType: WalletType | null;
  walletAddress: string | null;
  walletChainId: number | null;
  walletStatus: WalletStatus;
};

export type WalletSlice = WalletFields & {
  setWallet: (wallet: { type: WalletType; address: string; chainId?: number }) => void;
  /** A stored wallet being restored (wagmi's 'reconnecting'): the address on screen stays. */
  setWalletStatus: (status: WalletStatus) => void;
  clearWallet: () => void;
};

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readStored(): WalletFields {
  const s = storage();
  const type = s?.getItem(WALLET_TYPE_KEY);
  const address = s?.getItem(WALLET_ADDRESS_KEY) ?? null;
  const chainId = Number(s?.getItem(WALLET_CHAIN_KEY));
  const walletType = type === 'exchangeA' || type === 'exchangeB' || type === 'other' ? type : null;
  return {
    walletType,
    walletAddress: address,
    walletChainId: Number.isInteger(chainId) && chainId > 0 ? chainId : null,
    walletStatus: address ? 'reconnecting' : 'disconnected',
  };
}

export const createWalletSlice: StateCreator<WalletSlice, [], [], WalletSlice> = (set) => ({
  ...readStored(),
  setWallet: ({ type, address, chainId }) => {
    storage()?.setItem(WALLET_TYPE_KEY, type);
    storage()?.setItem(WALLET_ADDRESS_KEY, address);
    if (chainId !== undefined) storage()?.setItem(WALLET_CHAIN_KEY, String(chainId));
    set({
      walletType: type,
      walletAddress: address,
      walletStatus: 'connected',
      ...(chainId !== undefined ? { walletChainId: chainId } : {}),
    });
  },
  setWalletStatus: (walletStatus) => set({ walletStatus }),
  clearWallet: () => {
    storage()?.removeItem(WALLET_TYPE_KEY);
    storage()?.removeItem(WALLET_ADDRESS_KEY);
    storage()?.removeItem(WALLET_CHAIN_KEY);
    set({ walletType: null, walletAddress: null, walletChainId: null, walletStatus: 'disconnected' });
  },
});
