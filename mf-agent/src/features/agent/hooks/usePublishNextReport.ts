import type { AgentRounds } from '@fin/shared/schemas/autopilot';
import { useFinStore } from '@fin/shared/store/fin-store';
import { useEffect } from 'react';

/**
 * The agent's next look and its announced moves go to Quick Actions' 'Upcoming Ops' with the time the server has
 * them for, or leave it while the agent is paused, off live data, out of budget, or this panel is closed.
 */
export function usePublishNextReport(dueAt: number | null, moves: AgentRounds['moves'] = []): void {
  const setPlannedOps = useFinStore((s) => s.setPlannedOps);
  const announced = moves.filter((m) => m.status === 'announced');
  const key = announced.map((m) => `${m.id}@${m.runAt}`).join(',');
  useEffect(() => {
    setPlannedOps('agent', [
      ...(dueAt === null
        ? []
        : [{ id: 'agent:next-report', label: "Agent's next check for a report", dueAt }]),
      ...announced.map((m) => ({
        id: `agent:move:${m.id}`,
        label: `Agent's move: ${m.summary} (cancel in the agent panel)`,
        dueAt: Date.parse(m.runAt),
      })),
    ]);
  }, [dueAt, key, setPlannedOps]);
  useEffect(() => () => setPlannedOps('agent', []), [setPlannedOps]);
}
