import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';

/** The pool the deposit goes into: asset, chain, APY and TVL, as the list shows them. */
export function DepositFacts({ opportunity: o }: { opportunity: YieldOpportunity }) {
  return (
    <dl className="dp-facts">
      <div>
        <dt>Asset</dt>
        <dd>{o.asset}</dd>
      </div>
      <div>
        <dt>Chain</dt>
        <dd>{o.chain}</dd>
      </div>
      <div>
        <dt>APY</dt>
        <dd>{formatApy(o.apy)}</dd>
      </div>
      <div>
        <dt>TVL</dt>
        <dd>{formatTvl(o.tvl)}</dd>
      </div>
    </dl>
  );
}
