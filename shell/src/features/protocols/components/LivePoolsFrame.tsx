import { Skeleton } from '@fin/shared/ui/Skeleton';
import type { ReactNode } from 'react';

/** The Live pools card around its body; also drawn, loading, while the list's code downloads. */
export function LivePoolsFrame({ count, children }: { count?: number; children: ReactNode }) {
  return (
    <section className="fin-card" aria-labelledby="live-pools-title">
      <div className="fin-card__header">
        <h2 id="live-pools-title" className="fin-card__title">
          Live pools
        </h2>
        {count ? <span className="fin-muted">{count} pools</span> : null}
      </div>
      {children}
    </section>
  );
}

export function LivePoolsLoading() {
  return (
    <div role="status" aria-live="polite">
      <p className="fin-muted">Loading live pools…</p>
      <Skeleton height={16} />
      <Skeleton height={16} style={{ marginTop: 8 }} width="70%" />
    </div>
  );
}
