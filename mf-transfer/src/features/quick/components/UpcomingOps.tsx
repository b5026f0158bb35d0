import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { countdown, upcomingOps } from '@fin/shared/domain/portfolio/upcoming-ops';
import { useFinStore } from '@fin/shared/store/fin-store';
import { useEffect, useMemo, useState } from 'react';

/** A clock that ticks every second while something counts down. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [ticking]);
  return now;
}

/**
 * What is really coming for this wallet: its unfinished transfers with their ETA, the optimizer's moves waiting for
 * consent and the agent's next report (both published by their sections), each counting down.
 */
export function UpcomingOps({ transfers }: { transfers: readonly CctpTransfer[] }) {
  const planned = useFinStore((s) => s.plannedOps);
  const ops = useMemo(
    () => upcomingOps({ transfers, optimizer: planned.optimizer, agent: planned.agent }),
    [transfers, planned],
  );
  const now = useNow(ops.some((o) => o.dueAt !== null));
  return (
    <section className="tf-card" aria-labelledby="qa-ops-title" data-testid="upcoming-ops">
      <h3 id="qa-ops-title" className="tf-card__title">
        Upcoming Ops
      </h3>
      {ops.length === 0 ? (
        <p className="fin-muted">Nothing scheduled</p>
      ) : (
        <ul className="tf-list">
          {ops.map((op) => (
            <li key={op.id} className="tf-list__item" data-kind={op.kind}>
              <span>{op.label}</span>
              <span className="fin-muted">{countdown(op.dueAt, now)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
