// The arithmetic of one move, as the optimizer computed it: nothing here is recomputed.
import type { MoveEconomics } from '@fin/shared/schemas/agent';

const usd = (v: number) =>
  `${v < 0 ? '-' : ''}$${Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (v: number) => `${v.toFixed(2)}%`;
const days = (d: number | null) => (d === null ? 'never' : d < 1 ? 'under 1 day' : `${Math.ceil(d)} days`);

export function MoveArithmetic({ e, crossChain }: { e: MoveEconomics; crossChain: boolean }) {
  const g = e.gasUnits;
  const gasTxs = [
    // Idle money is in the wallet already: no withdraw.
    g.withdraw > 0 ? `withdraw ${g.withdraw.toLocaleString('en-US')}` : 'no withdraw (idle money)',
    ...(crossChain
      ? [`approve + burn ${g.burn.toLocaleString('en-US')}`, `mint ${g.mint.toLocaleString('en-US')}`]
      : []),
    `approve ${g.approve.toLocaleString('en-US')}`,
    `deposit ${g.deposit.toLocaleString('en-US')}`,
  ].join(', ');
  return (
    <dl className="opt-math">
      <div>
        <dt>APY</dt>
        <dd>
          {pct(e.fromApy)} → {pct(e.toApyAfter)}{' '}
          <span className="fin-muted">
            {e.rateMeasured ? `after your deposit (listed ${pct(e.toApyListed)})` : 'as listed'}
          </span>
        </dd>
      </div>
      <div>
        <dt>Yearly gain</dt>
        <dd>
          {usd(e.yearlyGainUsd)}{' '}
          <span className="fin-muted">
            = {usd(e.amountUsd)} × {(e.toApyAfter - e.fromApy).toFixed(2)}%
          </span>
        </dd>
      </div>
      <div>
        <dt>Cost of the move</dt>
        <dd>
          {usd(e.costUsd)}{' '}
          <span className="fin-muted">
            = gas {usd(e.gasCostUsd)} ({gasTxs} gas units at current prices)
            {crossChain ? ` + CCTP fee ${usd(e.bridgeFeeUsd)}` : ''}
          </span>
        </dd>
      </div>
      <div>
        <dt>Break-even</dt>
        <dd>{days(e.breakEvenDays)}</dd>
      </div>
      <div>
        <dt>Net over {e.horizonDays} days</dt>
        <dd className={e.netGainUsd > 0 ? 'opt-good' : 'opt-bad'}>{usd(e.netGainUsd)}</dd>
      </div>
    </dl>
  );
}
