import type { RebalancingAction } from '@fin/shared/schemas/optimizer';
import { useFinStore } from '@fin/shared/store/fin-store';
import { useEffect } from 'react';

/**
 * The moves the user has in front of them, selected but not yet run, go to Quick Actions' 'Upcoming Ops' as waiting
 * for consent; they leave it when they run, when the selection changes, or when the optimizer goes away.
 */
export function usePublishWaitingMoves(waiting: readonly RebalancingAction[]): void {
  const setPlannedOps = useFinStore((s) => s.setPlannedOps);
  useEffect(() => {
    setPlannedOps(
      'optimizer',
      waiting.map((a) => ({
        id: `move:${a.id}`,
        label: `Move ${a.amount} ${a.asset} from ${a.from} to ${a.to}`,
        dueAt: null,
      })),
    );
  }, [waiting, setPlannedOps]);
  useEffect(() => () => setPlannedOps('optimizer', []), [setPlannedOps]);
}
