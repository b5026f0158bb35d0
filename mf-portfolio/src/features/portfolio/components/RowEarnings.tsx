import { formatApy, formatUsd } from '@fin/shared/domain/money/format';
import { earningsNote, type PositionEarnings } from '@fin/shared/domain/portfolio/earnings';
import { maskable } from '../utils/mask';
import { ValueSparkline } from './ValueSparkline';

const signedUsd = (v: number) => (v < 0 ? `−${formatUsd(-v)}` : `+${formatUsd(v)}`);

/** What a position really earned: money in, earned to date, realized APY and its value over time. */
export function RowEarnings({
  earnings,
  hidden,
  partial = false,
}: {
  earnings: PositionEarnings;
  hidden: boolean;
  /** Its history is still being read: only the money in read so far is shown, not yet an earned figure. */
  partial?: boolean;
}) {
  if (partial && earnings.status === 'counted') {
    return (
      <div className="pf-row__earnings fin-muted" data-testid="row-earnings-partial">
        Reading history: {maskable(hidden, formatUsd(earnings.netInUSD))} in so far (partial)
      </div>
    );
  }
  if (earnings.status !== 'counted') {
    return (
      <div className="pf-row__earnings fin-muted" data-testid="row-earnings-note">
        {earningsNote(earnings)}
        {hidden ? null : <ValueSparkline series={earnings.series} netIn={false} />}
      </div>
    );
  }
  return (
    <div className="pf-row__earnings">
      <span className="pf-row__earn" data-testid="row-earnings">
        {maskable(hidden, signedUsd(earnings.earnedUSD))} earned
      </span>
      <span className="fin-muted" data-testid="row-net-in">
        {maskable(hidden, formatUsd(earnings.netInUSD))} in
      </span>
      {earnings.realizedApy === undefined ? null : (
        <span className="fin-muted" data-testid="row-realized-apy">
          {formatApy(earnings.realizedApy)} realized
        </span>
      )}
      {hidden ? null : <ValueSparkline series={earnings.series} netIn />}
    </div>
  );
}
