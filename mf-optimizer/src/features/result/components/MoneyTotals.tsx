// Where the wallet's money is and what the plan changes, as the optimizer computed it (nothing recomputed here).
import { formatUsd } from '@fin/shared/domain/money/format';
import type { MoneyTotals as Totals } from '@fin/shared/schemas/optimizer';

export function MoneyTotals({ totals: t }: { totals: Totals }) {
  return (
    <dl className="opt-summary opt-summary--money" data-testid="opt-money">
      <div>
        <dt>Idle in wallet</dt>
        <dd>{formatUsd(t.idleUsd)}</dd>
      </div>
      <div>
        <dt>Earning</dt>
        <dd>{formatUsd(t.earningUsd)}</dd>
      </div>
      <div>
        <dt>Plan puts to work</dt>
        <dd className={t.plannedFromIdleUsd > 0 ? 'opt-good' : undefined}>
          {formatUsd(t.plannedFromIdleUsd)}
        </dd>
      </div>
      <div>
        <dt>Idle after the plan</dt>
        <dd>
          {formatUsd(t.idleAfterUsd)}
          <span className="opt-summary__note fin-muted">
            {t.reserveUsd > 0 ? `${formatUsd(t.reserveUsd)} cash reserve` : 'no cash reserve'}
          </span>
        </dd>
      </div>
    </dl>
  );
}
