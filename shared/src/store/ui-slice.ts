import type { StateCreator } from 'zustand';

export type UiSlice = {
  /** The shell's wallet picker; any remote's "Connect wallet" button opens it. */
  walletPickerOpen: boolean;
  openWalletPicker: () => void;
  setWalletPickerOpen: (open: boolean) => void;
  /** Privacy mode: amounts are masked in every section. */
  hideBalances: boolean;
  toggleHideBalances: () => void;
  /** Anchor id of the section in view, for the sticky nav. */
  activeSection: string | null;
  setActiveSection: (id: string | null) => void;
};

export const createUiSlice: StateCreator<UiSlice, [], [], UiSlice> = (set) => ({
  walletPickerOpen: false,
  openWalletPicker: () => set({ walletPickerOpen: true }),
  setWalletPickerOpen: (open) => set({ walletPickerOpen: open }),
  hideBalances: false,
  toggleHideBalances: () => set((s) => ({ hideBalances: !s.hideBalances })),
  activeSection: null,
  setActiveSection: (id) => set({ activeSection: id }),
});
