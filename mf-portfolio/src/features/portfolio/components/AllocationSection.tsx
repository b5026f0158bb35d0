import { allocationByChain, allocationByProtocol } from '@fin/shared/domain/portfolio/rows';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useInView } from '../hooks/useInView';

// Its own chunk: fetched only when the panel scrolls into view with something to chart.
const AllocationChart = lazy(() => import('./AllocationChart'));

/**
 * A chart is as tall as its legend: 151 px for six chains, 126 px for four protocols (the demo wallet's). A wallet
 * on fewer chains or protocols has shorter charts, so the placeholder can be up to a few lines too tall.
 */
const CHAIN_CHART_HEIGHT = 151;
const PROTOCOL_CHART_HEIGHT = 126;

export function AllocationPlaceholder({ label }: { label?: string }) {
  return (
    <div className="pf-alloc">
      {label ? (
        <span className="fin-sr-only" role="status">
          {label}
        </span>
      ) : null}
      <Skeleton height={CHAIN_CHART_HEIGHT} />
      <Skeleton height={PROTOCOL_CHART_HEIGHT} />
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
