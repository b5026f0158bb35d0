import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import type { FinState } from './fin-state';
import { readSavedPreferences, type SavedPreferences } from './preferences-slice';
import { readSavedWallet, type SavedWallet, savedWalletStatus } from './wallet-slice';

/**
 * What of the page's store survives a reload, through zustand's `persist`: the user's settings (Auto Rebalance, the
 * yield goal of each wallet, keyed by address) and the wallet to reconnect. Toasts, dialogs and what is scheduled are
 * this page's alone. One browser-storage item, `{ state, version }`; when its shape changes, raise the version and
 * teach `migrate` to read the old one, so nothing a user saved is lost on a deploy.
 */
export const FIN_STORE_STORAGE_KEY = 'fin.store';

/** 1: one item for the whole store. 0: each slice's own keys (LEGACY_KEYS), read once and then removed. */
const FIN_STORE_VERSION = 1;

export type SavedState = SavedPreferences & SavedWallet;

/** Version 0, as the slices wrote it by hand: the preferences as JSON, the wallet as three plain strings. */
const LEGACY_KEYS = {
  preferences: 'fin.preferences',
  walletType: 'fin.walletType',
  walletAddress: 'fin.walletAddress',
  walletChainId: 'fin.walletChainId',
} as const;

type LegacyLayout = Partial<Record<keyof typeof LEGACY_KEYS, string>>;

/** The page's localStorage, or undefined where there is none or it is refused (server render, node, privacy modes). */
function pageStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readLegacy(storage: Storage): LegacyLayout | null {
  const legacy: LegacyLayout = {};
  for (const [field, key] of Object.entries(LEGACY_KEYS)) {
    const value = storage.getItem(key);
    if (value !== null) legacy[field as keyof LegacyLayout] = value;
  }
  return Object.keys(legacy).length > 0 ? legacy : null;
}

function fromLegacy(legacy: LegacyLayout): SavedState {
  let preferences: unknown;
  try {
    preferences = JSON.parse(legacy.preferences ?? 'null');
  } catch {
    preferences = undefined;
  }
  return {
    ...readSavedPreferences(preferences),
    ...readSavedWallet({
      walletType: legacy.walletType,
      walletAddress: legacy.walletAddress,
      walletChainId: Number(legacy.walletChainId),
    }),
  };
}

/**
 * localStorage as `persist` wants it, with what zustand's JSON storage lacks: no storage (server render, tests in
 * node, privacy modes) or a full one leaves the settings in memory for this page instead of failing; an unreadable
 * item reads as nothing saved; and with no item yet, the version-0 keys are handed to `migrate`.
 */
const finStorage: PersistStorage<SavedState> = {
  getItem: (name) => {
    const storage = pageStorage();
    if (!storage) return null;
    const raw = storage.getItem(name);
    if (raw === null) {
      const legacy = readLegacy(storage);
      return legacy ? ({ state: legacy, version: 0 } as unknown as StorageValue<SavedState>) : null;
    }
    try {
      return JSON.parse(raw) as StorageValue<SavedState>;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    const storage = pageStorage();
    try {
      storage?.setItem(name, JSON.stringify(value));
      for (const key of Object.values(LEGACY_KEYS)) storage?.removeItem(key);
    } catch {
      // Storage full or refused: the change holds for this page.
    }
  },
  removeItem: (name) => pageStorage()?.removeItem(name),
};

export const finStorePersistence: PersistOptions<FinState, SavedState> = {
  name: FIN_STORE_STORAGE_KEY,
  version: FIN_STORE_VERSION,
  storage: finStorage,
  partialize: (s) => ({
    autoRebalance: s.autoRebalance,
    yieldGoals: s.yieldGoals,
    walletType: s.walletType,
    walletAddress: s.walletAddress,
    walletChainId: s.walletChainId,
  }),
  // A newer version than this code knows (a rollback) is read field by field by `merge`, like any other.
  migrate: (saved, version) => (version === 0 ? fromLegacy(saved as LegacyLayout) : (saved as SavedState)),
  // Whatever was saved is checked field by field: a hand-edited or damaged item cannot break the page.
  merge: (saved, current) => {
    const wallet = readSavedWallet(saved);
    return { ...current, ...readSavedPreferences(saved), ...wallet, walletStatus: savedWalletStatus(wallet) };
  },
};
