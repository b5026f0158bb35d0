import { formatUsd, shortenAddress } from '@fin/shared/domain/money/format';
import { maskable } from '../utils/mask';

/** Total USD value (4 decimals), the shortened wallet address and the last-updated time. */
export function PortfolioSummaryBar({
  address,
  totalValueUSD,
  earningsUSD,
  lastUpdated,
  hidden,
  refreshing,
  earningsPartial = false,
  earningsPending = false,
}: {
  address: string;
  totalValueUSD: number | undefined;
  earningsUSD: number | undefined;
  lastUpdated: string | undefined;
  hidden: boolean;
  refreshing: boolean;
  /** A chain's history is still being read: the earned figure counts what was read so far. */
  earningsPartial?: boolean;
  /** The earnings are asked for and not answered yet: their line keeps its place. */
  earningsPending?: boolean;
}) {
  return (
    <div className="pf-summary">
      <p className="pf-total">
        <span className="pf-total__label">Total value</span>
        <span data-testid="portfolio-total">
          {totalValueUSD === undefined ? '—' : maskable(hidden, formatUsd(totalValueUSD))}
        </span>
      </p>
      <div className="pf-meta fin-muted">
        <span className="fin-mono" title={address} data-testid="portfolio-address">
          {shortenAddress(address)}
        </span>
        {earningsUSD !== undefined ? (
          <span className="pf-meta__earned" data-testid="portfolio-earnings">
            Earned to date {maskable(hidden, formatUsd(earningsUSD))}
            {earningsPartial ? ' (partial)' : null}
          </span>
        ) : totalValueUSD === undefined || earningsPending ? (
          // While the balances or the earnings load, the line keeps its place: on a phone it wraps the meta line,
          // and the sections below would jump a line down when the figure arrives.
          <span className="pf-meta__earned" aria-hidden="true">
            Earned to date —
          </span>
        ) : null}
        <span aria-live="polite" data-testid="portfolio-updated" className="pf-meta__updated">
          {refreshing
            ? 'Refreshing…'
            : lastUpdated
              ? `Last updated ${new Date(lastUpdated).toLocaleTimeString()}`
              : '\u00a0'}
        </span>
      </div>
    </div>
  );
}
