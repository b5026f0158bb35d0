import { poolHistoryQuery } from '@fin/shared/api/yields';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';

// Its own chunk: the chart code and the history request only happen once a detail is open.
const HistoryChart = lazy(() => import('./HistoryChart'));

export function HistorySection({ o }: { o: YieldOpportunity }) {
  const history = useQuery(poolHistoryQuery(o.id));
  const loading = (
    <div role="status">
      <p className="fin-muted">Loading history...</p>
      <Skeleton height={120} />
    </div>
  );
  return (
    <section className="yd-section" aria-label="APY and TVL history">
      <h3 className="yd-heading">History</h3>
      {history.isPending ? loading : null}
      {history.isError ? (
        <p className="fin-muted">History is not available for this pool right now.</p>
      ) : null}
      {history.data ? (
        history.data.points.length > 1 ? (
          <Suspense fallback={loading}>
            <HistoryChart points={history.data.points} />
          </Suspense>
        ) : (
          <p className="fin-muted">No history recorded for this pool yet.</p>
        )
      ) : null}
    </section>
  );
}
