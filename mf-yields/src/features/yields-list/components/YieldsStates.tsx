import { Button } from '@fin/shared/ui/Button';
import { Skeleton } from '@fin/shared/ui/Skeleton';

export function YieldsLoading() {
  return (
    <div role="status" aria-live="polite">
      <p className="fin-muted">Loading yield opportunities...</p>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={40} style={{ marginTop: 8 }} />
      ))}
    </div>
  );
}

export function YieldsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="fin-state">
      <p className="fin-state__title">Could not load yield opportunities</p>
      <p className="fin-muted">{message}</p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}

export function YieldsNoMatch({ onReset }: { onReset: () => void }) {
  return (
    <div className="fin-state" role="status">
      <p className="fin-state__title">No matching opportunities</p>
      <p className="fin-muted">Try adjusting your filters</p>
      <Button variant="secondary" onClick={onReset}>
        Reset filters
      </Button>
    </div>
  );
}
