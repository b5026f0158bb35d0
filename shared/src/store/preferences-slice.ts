import type { StateCreator } from 'zustand';

/**
 * The user's own settings from Quick Actions, kept in browser storage so they survive a reload (store/persistence.ts):
 * - autoRebalance: the user's consent for the agent and the optimizer to propose (and, with the user's signature,
 *   carry out) rebalancing moves. On by default, as the product ships it; when off they must not propose moves.
 * - yieldGoals: a yearly-earnings or APY target, one per wallet (a shared computer may hold several wallets).
 */
export type YieldGoal =
  /** Earn at least `usd` dollars a year on the portfolio. */
  | { kind: 'earnings'; usd: number }
  /** Reach a value-weighted APY of at least `apy` percent. */
  | { kind: 'apy'; apy: number };

export type PreferencesSlice = {
  autoRebalance: boolean;
  setAutoRebalance: (on: boolean) => void;
  /** Goal per wallet, keyed by the lower-case address. */
  yieldGoals: Record<string, YieldGoal>;
  setYieldGoal: (address: string, goal: YieldGoal | null) => void;
};

/** What of this slice is saved in browser storage. */
export type SavedPreferences = Pick<PreferencesSlice, 'autoRebalance' | 'yieldGoals'>;

function isGoal(value: unknown): value is YieldGoal {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  if (g.kind === 'earnings') return typeof g.usd === 'number' && Number.isFinite(g.usd) && g.usd > 0;
  if (g.kind === 'apy') return typeof g.apy === 'number' && Number.isFinite(g.apy) && g.apy > 0;
  return false;
}

/** Reads what was saved; anything unreadable falls back to the defaults instead of breaking the page. */
export function readSavedPreferences(saved: unknown): SavedPreferences {
  const s = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  const goals: Record<string, YieldGoal> = {};
  if (typeof s.yieldGoals === 'object' && s.yieldGoals !== null) {
    for (const [address, goal] of Object.entries(s.yieldGoals)) {
      if (/^0x[0-9a-f]{40}$/.test(address) && isGoal(goal)) goals[address] = goal;
    }
  }
  return { autoRebalance: typeof s.autoRebalance === 'boolean' ? s.autoRebalance : true, yieldGoals: goals };
}

export const createPreferencesSlice: StateCreator<PreferencesSlice, [], [], PreferencesSlice> = (
  set,
  get,
) => ({
  ...readSavedPreferences(undefined),
  setAutoRebalance: (on) => set({ autoRebalance: on }),
  setYieldGoal: (address, goal) => {
    const key = address.toLowerCase();
    const yieldGoals = { ...get().yieldGoals };
    if (goal) yieldGoals[key] = goal;
    else delete yieldGoals[key];
    set({ yieldGoals });
  },
});
