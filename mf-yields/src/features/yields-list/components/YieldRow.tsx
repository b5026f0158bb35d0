import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import { yieldBadges } from '@fin/shared/domain/yields/list-badges';
import { listedDepositable } from '@fin/shared/domain/yields/list-filters';
import { realizedApyOf } from '@fin/shared/domain/yields/realized';
import { isSpike, mean30d } from '@fin/shared/domain/yields/spike';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Badge } from '@fin/shared/ui/Badge';
import { memo } from 'react';
import { yieldRowLabel } from '../utils/row-label';

/** The height of a one-line row: the virtualizer's first guess, before it measures the rendered row. */
export const ROW_HEIGHT = 56;
/** A phone's row (390 px wide: name, badge, then asset, chain and pool on two lines), measured: its first guess there. */
export const PHONE_ROW_HEIGHT = 112;

const RISK_TONE = { low: 'success', medium: 'warning', high: 'danger' } as const;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function YieldsHeader() {
  return (
    <div className="yl-grid yl-head" aria-hidden="true">
      <span>Protocol</span>
      <span className="yl-wide">Asset</span>
      <span className="yl-optional">Chain</span>
      <span>APY</span>
      <span>TVL</span>
      <span className="yl-optional">Risk</span>
      <span className="yl-optional">Type</span>
    </div>
  );
}

const shortDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Under the APY: for a stale row its date (its rate is not today's, freshness.ts); else what the pool really paid
 * (longest window known), or for a spike the mean it is ranked on.
 */
function RealizedLine({ row }: { row: YieldOpportunity }) {
  if (row.stale)
    return (
      <span className="yl-row__realized" data-testid="yield-stale-date">
        as of <time dateTime={row.lastUpdated}>{shortDay(row.lastUpdated)}</time>
      </span>
    );
  if (isSpike(row))
    return (
      <span className="yl-row__realized" data-testid="yield-ranked-on">
        ranked on {formatApy(mean30d(row))}
      </span>
    );
  const realized = realizedApyOf(row);
  const days = row.realized?.windows.at(-1)?.days;
  if (realized === null || days === undefined) return null;
  return (
    <span className="yl-row__realized" data-testid="yield-realized">
      {formatApy(realized)} over {days}d
    </span>
  );
}

/** The protocol's name with its badges: best APY, spike, and 'Not with Fin' for a row Fin cannot deposit into. */
function RowTitle({
  row,
  bestId,
  depositable,
}: {
  row: YieldOpportunity;
  bestId: string | undefined;
  depositable: boolean;
}) {
  return (
    <span className="yl-row__title">
      <span className="yl-row__name">{row.protocol}</span>
      {yieldBadges(row, bestId).map((b) => (
        <Badge key={b} tone={b === 'BEST APY' ? 'accent' : 'warning'}>
          {b}
        </Badge>
      ))}
      {isSpike(row) && !row.stale ? (
        <Badge tone="warning" data-testid="yield-spike">
          <span title={`APY at least 3× its 30-day mean of ${formatApy(mean30d(row))}: ranked on the mean`}>
            SPIKE
          </span>
        </Badge>
      ) : null}
      {depositable ? null : (
        <Badge tone="neutral" data-testid="yield-not-depositable">
          Not with Fin
        </Badge>
      )}
    </span>
  );
}

/** One opportunity; the whole row is the button that opens its detail. */
export const YieldRow = memo(function YieldRow({
  row,
  bestId,
  onOpen,
  tabIndex,
}: {
  row: YieldOpportunity;
  bestId: string | undefined;
  onOpen?: (id: string) => void;
  tabIndex?: number;
}) {
  // Said before anything is typed: the detail names the reason and links the protocol's own page.
  const depositable = listedDepositable(row);
  return (
    <button
      type="button"
      className={`yl-row yl-grid${row.stale ? ' yl-row--stale' : ''}`}
      data-testid="yield-row"
      data-pool-id={row.id}
      data-stale={row.stale === true}
      tabIndex={tabIndex}
      data-depositable={depositable}
      aria-label={yieldRowLabel(row, depositable)}
      onClick={onOpen ? () => onOpen(row.id) : undefined}
    >
      <span className="yl-row__protocol">
        <RowTitle row={row} bestId={bestId} depositable={depositable} />
        {/* Several pools of one protocol share asset and chain (four Euler V2 USDC vaults on Base): the pool or
            vault name tells them apart. On phones, where the asset and chain columns are gone, they join it. */}
        <span className="yl-row__meta yl-cell-muted">
          <span className="yl-narrow">
            {row.asset} · {row.chain}
            {row.poolMeta ? ' · ' : ''}
          </span>
          {row.poolMeta ? <span data-testid="yield-pool-name">{row.poolMeta}</span> : null}
        </span>
      </span>
      <span className="yl-wide">{row.asset}</span>
      <span className="yl-optional yl-cell-muted">{row.chain}</span>
      <span className="yl-row__apy" data-testid="yield-apy">
        {formatApy(row.apy)}
        <RealizedLine row={row} />
      </span>
      <span data-testid="yield-tvl">{formatTvl(row.tvl)}</span>
      <span className="yl-optional">
        <Badge tone={RISK_TONE[row.riskLevel]}>{capitalize(row.riskLevel)}</Badge>
      </span>
      <span className="yl-optional yl-cell-muted">{capitalize(row.type)}</span>
    </button>
  );
});
