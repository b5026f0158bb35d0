import { parseAmount } from '@fin/shared/domain/money/amount';
import { formatApy, formatUsd } from '@fin/shared/domain/money/format';
import {
  DEFAULT_CALCULATOR_AMOUNT,
  DEFAULT_TIME_FRAME_DAYS,
  projectYield,
  TIME_FRAMES,
} from '@fin/shared/domain/yields/earnings';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Button } from '@fin/shared/ui/Button';
import { useId, useMemo, useState } from 'react';
import { DepositImpact } from './DepositImpact';
import { LineChart } from './LineChart';

const GROWTH_POINTS = 30;

/** Yield calculator: what an amount (default 1000) earns over a time frame (default 1 year), compounded daily. */
export function YieldCalculator({ o }: { o: YieldOpportunity }) {
  const amountId = useId();
  const [amountText, setAmountText] = useState(String(DEFAULT_CALCULATOR_AMOUNT));
  const [days, setDays] = useState(DEFAULT_TIME_FRAME_DAYS);
  const parsed = parseAmount(amountText, 6, { allowZero: true });
  const amount = parsed.ok ? Number(amountText) : 0;
  const apy = typeof o.apy === 'number' && Number.isFinite(o.apy) ? o.apy : 0;
  const result = projectYield({ amount, apy, days });
  const growth = useMemo(
    () =>
      Array.from({ length: GROWTH_POINTS + 1 }, (_, i) => {
        const d = (days * i) / GROWTH_POINTS;
        return { x: d, y: projectYield({ amount, apy, days: d }).finalBalance || amount };
      }),
    [amount, apy, days],
  );

  return (
    <section className="yd-section" aria-label="Yield calculator">
      <h3 className="yd-heading">Yield calculator</h3>
      <div className="yd-calc-inputs">
        <label htmlFor={amountId}>Deposit amount (USD)</label>
        <input
          id={amountId}
          className="fin-input"
          inputMode="decimal"
          value={amountText}
          aria-invalid={!parsed.ok}
          onChange={(e) => setAmountText(e.target.value)}
        />
        {!parsed.ok ? <span className="yd-error">{parsed.error}</span> : null}
        <fieldset className="yd-frames" aria-label="Time frame">
          {TIME_FRAMES.map((f) => (
            <Button
              key={f.days}
              size="sm"
              variant="secondary"
              aria-pressed={days === f.days}
              onClick={() => setDays(f.days)}
            >
              {f.label}
            </Button>
          ))}
        </fieldset>
      </div>
      <dl className="yd-grid yd-calc-out" data-testid="calculator-results">
        <div>
          <dt>Total Earnings</dt>
          <dd data-testid="calc-total-earnings">{formatUsd(result.totalEarnings)}</dd>
        </div>
        <div>
          <dt>Final Balance</dt>
          <dd data-testid="calc-final-balance">{formatUsd(result.finalBalance)}</dd>
        </div>
        <div>
          <dt>Daily Earnings</dt>
          <dd data-testid="calc-daily-earnings">{formatUsd(result.dailyEarnings)}</dd>
        </div>
        <div>
          <dt>APY</dt>
          <dd>{formatApy(o.apy)}</dd>
        </div>
      </dl>
      <p className="fin-muted yd-calc-note" data-testid="calc-convention">
        The APY already includes compounding: one year at this APY earns exactly the APY.
      </p>
      {amount > 0 && apy > 0 ? (
        <LineChart
          label="Projected balance"
          height={110}
          testId="growth-chart"
          formatY={(y) => `$${Math.round(y).toLocaleString('en-US')}`}
          formatX={(x) => (x === 0 ? 'Today' : `Day ${Math.round(x)}`)}
          series={[{ label: 'Balance at this APY', color: '#4f8cff', points: growth }]}
        />
      ) : null}
      <DepositImpact o={o} amount={amount} />
      <p className="yd-tip">
        💡 Tip: diversify across several protocols and chains, so one contract or network problem never holds
        all of your savings.
      </p>
    </section>
  );
}
