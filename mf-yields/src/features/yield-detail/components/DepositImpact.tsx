import { formatApy } from '@fin/shared/domain/format';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import type { ReactNode } from 'react';
import { useAccount } from 'wagmi';
import { isOnchainPool, useDepositImpact } from '../hooks/useDepositImpact';

const days = (d: number | null) =>
  d === null
    ? 'never at this APY'
    : d < 1
      ? 'in less than a day'
      : `in ${Math.ceil(d).toLocaleString('en-US')} days`;

/** Beyond the spec: how the deposit moves this pool's APY, and when its earnings have paid for the gas. */
export function DepositImpact({ o, amount }: { o: YieldOpportunity; amount: number }) {
  const { isConnected } = useAccount();
  const impact = useDepositImpact(o, amount);
  if (!isOnchainPool(o) || amount <= 0) return null;
  let body: ReactNode = null;
  if (!isConnected) {
    body = (
      <p className="fin-muted">Connect a wallet to measure the APY after your deposit and its gas payback.</p>
    );
  } else if (impact.isFetching) {
    body = <p className="fin-muted">Simulating your deposit on {o.chain}...</p>;
  } else if (impact.isError || impact.data?.kind === 'unmeasurable') {
    body = <p className="fin-muted">The APY after your deposit could not be measured on {o.chain}.</p>;
  } else if (impact.data?.kind === 'insufficient-funds') {
    body = (
      <p className="fin-muted">
        Your wallet needs {amount.toLocaleString('en-US')} {o.asset} on {o.chain} to simulate this deposit.
      </p>
    );
  } else if (impact.data?.kind === 'measured') {
    const m = impact.data;
    body = (
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
  return (
    <div className="yd-impact" data-testid="deposit-impact">
      <h4 className="yd-subheading">Your deposit's effect</h4>
      {body}
      <p className="fin-muted yd-note">
        Measured by simulating the deposit on the pool's own contract: your amount changes its utilization,
        and so its rate.
      </p>
    </div>
  );
}
