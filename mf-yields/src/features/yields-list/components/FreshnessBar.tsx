import type { AllStablecoinsResponse } from '@fin/shared/schemas/yields';
import { Badge } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import { livePoolsNote } from '../utils/live-pools-note';
import { sourcesNotice } from '../utils/sources-notice';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Today's time alone; an older time with its day, so 'Last updated 09:28 AM' never hides a date. */
const stamp = (iso: string) =>
  new Date(iso).toDateString() === new Date().toDateString() ? time(iso) : `${day(iso)}, ${time(iso)}`;

/**
 * Cached or fresh, when the figures shown as current were read (not when the list was rebuilt), one line naming a
 * source that did not answer or whose figures are stale with their age, the capture date of captured data, and
 * Refresh: rates move, so the user must see how old the ones shown are and be able to ask for new ones.
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
  const { updatedAt, notice } = sourcesNotice(sources, lastUpdated, new Date());
  // A capture shown as current (the devnet's market) keeps its caption; a stale one is named in the notice.
  const currentCapture = asOf && !sources.some((s) => s.name === 'defillama-capture' && s.stale);
  return (
    <div className="yl-toolbar" data-testid="yields-freshness">
      <Badge tone={cached ? 'neutral' : 'success'}>{cached ? 'Cached' : 'Fresh'}</Badge>
      <span className="fin-muted" data-testid="yields-updated">
        Last updated <time dateTime={updatedAt}>{stamp(updatedAt)}</time>
      </span>
      {currentCapture ? (
        <span className="fin-muted" data-testid="yields-as-of">
          {/* A capture is a copy, not a live feed: say so, or the rows read as today's market. */}
          Rows from a DefiLlama capture of <time dateTime={asOf}>{day(asOf)}</time>; {livePoolsNote(sources)}
        </span>
      ) : null}
      {notice ? (
        <span className="yl-stale-note" role="status" data-testid="yields-source-notice">
          {notice}
        </span>
      ) : null}
      <span className="yl-toolbar__spacer" />
      <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
        {refreshing ? 'Refreshing...' : 'Refresh'}
      </Button>
    </div>
  );
}
