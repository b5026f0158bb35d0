// What the page's one store holds: its slices, each written in its own file. Its own module so the store
// (fin-store.ts) and what survives a reload (persistence.ts) both name it without importing each other.
import type { PreferencesSlice } from './preferences-slice';
import type { ToastSlice } from './toast-slice';
import type { UiSlice } from './ui-slice';
import type { UpcomingSlice } from './upcoming-slice';
import type { WalletSlice } from './wallet-slice';

export type FinState = WalletSlice & UiSlice & ToastSlice & PreferencesSlice & UpcomingSlice;
