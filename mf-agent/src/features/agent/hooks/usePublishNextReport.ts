import { useFinStore } from '@fin/shared/store/fin-store';
import { useEffect } from 'react';

/**
 * The agent's next report goes to Quick Actions' 'Upcoming Ops' with the time it is due (the next tick of the
 * agent's clock), or leaves it while the agent is paused, off live data, out of budget, or closed.
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
