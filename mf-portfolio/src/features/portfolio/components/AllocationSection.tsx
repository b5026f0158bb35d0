import { allocationByChain, allocationByProtocol } from '@fin/shared/domain/portfolio-rows';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useInView } from '../hooks/useInView';

// Its own chunk: fetched only when the panel scrolls into view with something to chart.
const AllocationChart = lazy(() => import('./AllocationChart'));

/** A chart with its legend: 151 px with all six chains listed. */
const CHART_HEIGHT = 151;

/**
 * The two charts' place while their code or the balances load: the same grid, so it is as tall as the charts on a
 * desktop (side by side) and on a phone (stacked), and nothing below moves when they arrive.
 */
export function AllocationPlaceholder({ label }: { label?: string }) {
  return (
    <div className="pf-alloc">
      {label ? (
        <span className="fin-sr-only" role="status">
          {label}
        </span>
      ) : null}
      <Skeleton height={CHART_HEIGHT} />
      <Skeleton height={CHART_HEIGHT} />
    </div>
  );
}

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
      {byChain.length === 0 ? null : visible ? (
        <Suspense fallback={<AllocationPlaceholder label="Loading allocation chart…" />}>
          <AllocationChart byChain={byChain} byProtocol={byProtocol} hidden={hidden} />
        </Suspense>
      ) : (
        <AllocationPlaceholder />
      )}
    </section>
  );
}
