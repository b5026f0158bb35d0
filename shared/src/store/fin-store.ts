/**
 * The page's one zustand store, built from typed slices. It lives in @fin/shared (an MF singleton), so the shell
 * and every remote read and write the same state. Server state is TanStack Query's job, not this store's. What of it
 * survives a reload is chosen, saved and migrated in persistence.ts.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { FinState } from './fin-state';
import { finStorePersistence } from './persistence';
import { createPreferencesSlice } from './preferences-slice';
import { createToastSlice } from './toast-slice';
import { createUiSlice } from './ui-slice';
import { createUpcomingSlice } from './upcoming-slice';
import { createWalletSlice } from './wallet-slice';

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
