import { useFinStore } from '@fin/shared/store/fin-store';
import { useEffect } from 'react';

/**
 * The agent's next look goes to Quick Actions' 'Upcoming Ops' with the time the server has it queued for, or
 * leaves it while the agent is paused, off live data, out of budget, or this panel is closed.
 */
export function usePublishNextReport(dueAt: number | null): void {
  const setPlannedOps = useFinStore((s) => s.setPlannedOps);
  useEffect(() => {
    setPlannedOps(
      'agent',
      dueAt === null ? [] : [{ id: 'agent:next-report', label: "Agent's next check for a report", dueAt }],
    );
  }, [dueAt, setPlannedOps]);
  useEffect(() => () => setPlannedOps('agent', []), [setPlannedOps]);
}
