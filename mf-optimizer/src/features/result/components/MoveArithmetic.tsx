// The arithmetic of one move, as the optimizer computed it: nothing here is recomputed. Proposed moves and dropped
// candidates show the same lines: APY, gain, gas (units and prices), bridge fee and time, cost, break-even, net.
import type { MoveEconomics } from '@fin/shared/schemas/agent';

const usd = (v: number) =>
  `${v < 0 ? '-' : ''}$${Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (v: number) => `${v.toFixed(2)}%`;
const days = (d: number | null) => (d === null ? 'never' : d < 1 ? 'under 1 day' : `${Math.ceil(d)} days`);
const units = (n: number) => n.toLocaleString('en-US');
/** Gas prices span 0.001 gwei (L2s) to tens of gwei: four significant digits say each one honestly. */
const gwei = (v: number) =>
  `${Number(v.toPrecision(4)).toLocaleString('en-US', { maximumFractionDigits: 6 })} gwei`;

/** Which transactions the gas is for, each with its units: what runs on the source chain, then on the pool's. */
function gasLine(e: MoveEconomics, crossChain: boolean): string {
  const g = e.gasUnits;
  // Idle money is in the wallet already: no withdraw.
  const withdraw = g.withdraw > 0 ? `withdraw ${units(g.withdraw)}` : 'no withdraw (idle money)';
  const deposit = `approve ${units(g.approve)} + deposit ${units(g.deposit)}`;
  if (!crossChain) return `${withdraw}, ${deposit} gas units at ${gwei(e.destinationGasPriceGwei)}`;
  const source = `${withdraw}, approve + burn ${units(g.burn)} at ${gwei(e.sourceGasPriceGwei)}`;
  return `${source}; mint ${units(g.mint)}, ${deposit} at ${gwei(e.destinationGasPriceGwei)} (gas units)`;
}

export function MoveArithmetic({ e }: { e: MoveEconomics }) {
  const crossChain = e.bridgeTime !== null;
  const gain = (e.yearlyGainUsd * e.horizonDays) / 365;
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
        <dt>Gain over {e.horizonDays} days</dt>
        <dd>{usd(gain)}</dd>
      </div>
      <div>
        <dt>Gas</dt>
        <dd>
          {usd(e.gasCostUsd)} <span className="fin-muted">= {gasLine(e, crossChain)}</span>
        </dd>
      </div>
      {crossChain && (
        <div>
          <dt>Bridge (CCTP)</dt>
          <dd>
            {usd(e.bridgeFeeUsd)} fee <span className="fin-muted">· takes {e.bridgeTime}</span>
          </dd>
        </div>
      )}
      <div>
        <dt>Cost of the move</dt>
        <dd>
          {usd(e.costUsd)}{' '}
          <span className="fin-muted">
            = gas {usd(e.gasCostUsd)}
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
