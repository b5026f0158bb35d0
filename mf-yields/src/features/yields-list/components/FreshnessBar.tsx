import type { AllStablecoinsResponse } from '@fin/shared/schemas/yields';
import { Badge } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { livePoolsNote } from '../utils/live-pools-note';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Cached or fresh, when the list was rebuilt, the capture date of captured data, and Refresh: rates move, so the
 * user must see how old the ones shown are and be able to ask for new ones.
 */
export function FreshnessBar({
  cached,
  lastUpdated,
  asOf,
  sources,
  refreshing,
  onRefresh,
}: {
  cached: boolean;
  lastUpdated: string;
  asOf: string | undefined;
  sources: AllStablecoinsResponse['sources'];
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className="yl-toolbar" data-testid="yields-freshness">
      <Badge tone={cached ? 'neutral' : 'success'}>{cached ? 'Cached' : 'Fresh'}</Badge>
      <span className="fin-muted">
        Last updated <time dateTime={lastUpdated}>{time(lastUpdated)}</time>
      </span>
      {asOf ? (
        <span className="fin-muted" data-testid="yields-as-of">
          {/* A capture is a copy, not a live feed: say so, or the rows read as today's market. */}
          Rows from a DefiLlama capture of <time dateTime={asOf}>{day(asOf)}</time>; {livePoolsNote(sources)}
        </span>
      ) : null}
      <span className="yl-toolbar__spacer" />
      <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
        {refreshing ? 'Refreshing...' : 'Refresh'}
      </Button>
    </div>
  );
}
