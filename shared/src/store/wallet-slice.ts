import type { StateCreator } from 'zustand';

/** Wallet types of the spec: exchange wallet A (Coinbase / Base), exchange wallet B (Gemini), any other. */
export type WalletType = 'exchangeA' | 'exchangeB' | 'other';

/** Browser storage keys: wallet type and address are stored on connect and removed on disconnect. */
export const WALLET_TYPE_KEY = 'fin.walletType';
export const WALLET_ADDRESS_KEY = 'fin.walletAddress';

export type WalletSlice = {
  walletType: WalletType | null;
  walletAddress: string | null;
  setWallet: (wallet: { type: WalletType; address: string }) => void;
  clearWallet: () => void;
};

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readStored(): Pick<WalletSlice, 'walletType' | 'walletAddress'> {
  const s = storage();
  const type = s?.getItem(WALLET_TYPE_KEY);
  const address = s?.getItem(WALLET_ADDRESS_KEY) ?? null;
  const walletType = type === 'exchangeA' || type === 'exchangeB' || type === 'other' ? type : null;
  return { walletType, walletAddress: address };
}

export const createWalletSlice: StateCreator<WalletSlice, [], [], WalletSlice> = (set) => ({
  ...readStored(),
  setWallet: ({ type, address }) => {
    storage()?.setItem(WALLET_TYPE_KEY, type);
    storage()?.setItem(WALLET_ADDRESS_KEY, address);
    set({ walletType: type, walletAddress: address });
  },
  clearWallet: () => {
    storage()?.removeItem(WALLET_TYPE_KEY);
    storage()?.removeItem(WALLET_ADDRESS_KEY);
    set({ walletType: null, walletAddress: null });
  },
});
