// The measured part of "Your deposit's effect": the deposit simulated on the pool's contract through the page's
// chain clients. Loaded with the wallet code (DepositImpact.tsx), inside its scope.
import { formatApy } from '@fin/shared/domain/money/format';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { useDepositImpact } from '../hooks/useDepositImpact';

const days = (d: number | null) =>
  d === null
    ? 'never at this APY'
    : d < 1
      ? 'in less than a day'
      : `in ${Math.ceil(d).toLocaleString('en-US')} days`;

export default function MeasuredImpact({ o, amount }: { o: YieldOpportunity; amount: number }) {
  const impact = useDepositImpact(o, amount);
  if (impact.isFetching) {
    return <p className="fin-muted">Simulating your deposit on {o.chain}...</p>;
  }
  if (impact.isError || impact.data?.kind === 'unmeasurable') {
    return <p className="fin-muted">The APY after your deposit could not be measured on {o.chain}.</p>;
  }
  if (impact.data?.kind === 'insufficient-funds') {
    return (
      <p className="fin-muted">
        Your wallet needs {amount.toLocaleString('en-US')} {o.asset} on {o.chain} to simulate this deposit.
      </p>
    );
  }
  if (impact.data?.kind === 'measured') {
    const m = impact.data;
    return (
      <dl className="yd-grid">
        <div>
          <dt>APY after your deposit</dt>
          <dd data-testid="apy-after-deposit">{formatApy(m.apyAfter)}</dd>
        </div>
        <div>
          <dt>APY now (measured)</dt>
          <dd>{formatApy(m.apyNow)}</dd>
        </div>
        <div>
          <dt>Deposit gas</dt>
          <dd>
            {m.gasUnits.toLocaleString('en-US')} gas ≈ ${m.gasCostUsd.toFixed(m.gasCostUsd < 0.01 ? 6 : 2)}
          </dd>
        </div>
        <div>
          <dt>Earnings repay the gas</dt>
          <dd data-testid="gas-payback">{days(m.paybackDays)}</dd>
        </div>
      </dl>
    );
  }
  return null;
}
