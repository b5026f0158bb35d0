// The arithmetic of one move, as the optimizer computed it: nothing here is recomputed. Proposed moves and dropped
// candidates show the same lines: APY, gain, gas (units and prices), bridge fee, what arrives and time, cost,
// break-even, net. The bridge's fee and what arrives are the one CCTP terms function's, as the form and chat quote.
import type { MoveEconomics } from '@fin/shared/schemas/optimizer';
import type { ReactNode } from 'react';
import { days, gasLine, pct, usd } from '../utils/arithmetic-text';

/** One line: the figure, and how it was reached in muted text. */
function Line(props: { term: string; how?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{props.term}</dt>
      <dd className={props.className}>
        {props.children}
        {props.how !== undefined && (
          <>
            {' '}
            <span className="fin-muted">{props.how}</span>
          </>
        )}
      </dd>
    </div>
  );
}

export function MoveArithmetic({ e }: { e: MoveEconomics }) {
  const crossChain = e.bridgeTime !== null;
  const gain = (e.yearlyGainUsd * e.horizonDays) / 365;
  const bridge = crossChain ? ` + CCTP fee ${usd(e.bridgeFeeUsd)}` : '';
  return (
    <dl className="opt-math">
      <Line
        term="APY"
        how={e.rateMeasured ? `after your deposit (listed ${pct(e.toApyListed)})` : 'as listed'}
      >
        {pct(e.fromApy)} → {pct(e.toApyAfter)}
      </Line>
      <Line term="Yearly gain" how={`= ${usd(e.amountUsd)} × ${(e.toApyAfter - e.fromApy).toFixed(2)}%`}>
        {usd(e.yearlyGainUsd)}
      </Line>
      <Line term={`Gain over ${e.horizonDays} days`}>{usd(gain)}</Line>
      <Line term="Gas" how={`= ${gasLine(e, crossChain)}`}>
        {usd(e.gasCostUsd)}
      </Line>
      {crossChain && (
        <Line
          term="Bridge (CCTP)"
          how={`· ${usd(e.amountUsd - e.bridgeFeeUsd)} arrives · takes ${e.bridgeTime}`}
        >
          <span data-testid="move-bridge-fee">{usd(e.bridgeFeeUsd)} fee</span>
        </Line>
      )}
      <Line term="Cost of the move" how={`= gas ${usd(e.gasCostUsd)}${bridge}`}>
        {usd(e.costUsd)}
      </Line>
      <Line term="Break-even">{days(e.breakEvenDays)}</Line>
      <Line term={`Net over ${e.horizonDays} days`} className={e.netGainUsd > 0 ? 'opt-good' : 'opt-bad'}>
        {usd(e.netGainUsd)}
      </Line>
    </dl>
  );
}
