import type { StateCreator } from 'zustand';

/**
 * What a section has scheduled for the wallet, for Quick Actions' 'Upcoming Ops': the optimizer's moves waiting for
 * the user's consent, the agent's next report. Unfinished transfers are not here: Quick Actions reads them itself.
 */
export type PlannedOp = {
  id: string;
  label: string;
  /** When it happens, ms since epoch; null when it waits for the user (a move to approve). */
  dueAt: number | null;
};

export type UpcomingSource = 'optimizer' | 'agent';

export type UpcomingSlice = {
  plannedOps: Record<UpcomingSource, readonly PlannedOp[]>;
  setPlannedOps: (source: UpcomingSource, ops: readonly PlannedOp[]) => void;
};

export const createUpcomingSlice: StateCreator<UpcomingSlice, [], [], UpcomingSlice> = (set) => ({
  plannedOps: { optimizer: [], agent: [] },
  setPlannedOps: (source, ops) => set((s) => ({ plannedOps: { ...s.plannedOps, [source]: ops } })),
});
