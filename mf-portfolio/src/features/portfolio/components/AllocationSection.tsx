import { allocationByChain, allocationByProtocol } from '@fin/shared/domain/portfolio-rows';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useInView } from '../hooks/useInView';

// Its own chunk: fetched only when the panel scrolls into view with something to chart.
const AllocationChart = lazy(() => import('./AllocationChart'));

export function AllocationSection({
  entries,
  hidden,
}: {
  entries: readonly BalanceEntry[];
  hidden: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  const byChain = useMemo(() => allocationByChain(entries), [entries]);
  const byProtocol = useMemo(() => allocationByProtocol(entries), [entries]);
  return (
    <section ref={ref} aria-label="Allocation">
      {visible && byChain.length > 0 ? (
        <Suspense fallback={<p className="fin-muted">Loading allocation chart…</p>}>
          <AllocationChart byChain={byChain} byProtocol={byProtocol} hidden={hidden} />
        </Suspense>
      ) : null}
    </section>
  );
}
