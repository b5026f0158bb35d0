import { formatApy } from '@fin/shared/domain/money/format';
import { isSpike, mean30d } from '@fin/shared/domain/yields/spike';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Badge } from '@fin/shared/ui/Badge';
import { readingAge as age } from '../utils/reading-age';

/** Advertised (the rate now) beside realized (what the pool really paid), each with its window and age. */
export function AdvertisedVsRealized({ o }: { o: YieldOpportunity }) {
  const realized = o.realized;
  return (
    <div className="yd-block" data-testid="yield-realized-block">
      <strong>Advertised vs realized</strong>
      <table className="yd-realized">
        <thead>
          <tr>
            <th scope="col">APY</th>
            <th scope="col">Window</th>
            <th scope="col">Data age</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Advertised {formatApy(o.apy)}</td>
            <td>rate now</td>
            <td>{age(o.lastUpdated)}</td>
          </tr>
          {realized?.windows.map((w) => (
            <tr key={w.days} data-testid="yield-realized-window">
              <td>Realized {formatApy(w.apy)}</td>
              <td>
                {w.days} {w.days === 1 ? 'day' : 'days'}
                {realized.source === 'provider' ? ' (DefiLlama mean)' : ''}
              </td>
              <td>{age(realized.asOf)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {realized ? null : (
        <p className="fin-muted">No realized APY yet: it needs a day of recorded share prices.</p>
      )}
      {isSpike(o) ? (
        <p data-testid="yield-spike-note">
          <Badge tone="warning">SPIKE</Badge> This APY is at least 3× its 30-day mean ({formatApy(mean30d(o))}
          ); the list ranks it on the mean.
        </p>
      ) : null}
    </div>
  );
}
