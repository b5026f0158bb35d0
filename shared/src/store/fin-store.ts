/**
 * The page's one zustand store, built from typed slices. It lives in @fin/shared (an MF singleton), so the shell
 * and every remote read and write the same state. Server state is TanStack Query's job, not this store's. What of it
 * survives a reload is chosen, saved and migrated in persistence.ts.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { finStorePersistence } from './persistence';
import { createPreferencesSlice, type PreferencesSlice } from './preferences-slice';
import { createToastSlice, type ToastSlice } from './toast-slice';
import { createUiSlice, type UiSlice } from './ui-slice';
import { createUpcomingSlice, type UpcomingSlice } from './upcoming-slice';
import { createWalletSlice, type WalletSlice } from './wallet-slice';

export type FinState = WalletSlice & UiSlice & ToastSlice & PreferencesSlice & UpcomingSlice;

export const useFinStore = create<FinState>()(
  persist(
    (...a) => ({
      ...createWalletSlice(...a),
      ...createUiSlice(...a),
      ...createToastSlice(...a),
      ...createPreferencesSlice(...a),
      ...createUpcomingSlice(...a),
    }),
    finStorePersistence,
  ),
);
