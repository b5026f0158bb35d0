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
import { growthPoints } from '../utils/growth';
import { DepositImpact } from './DepositImpact';
import { LineChart } from './LineChart';

/** Yield calculator: what an amount (default 1000) earns over a time frame (default 1 year), compounded daily. */
export function YieldCalculator({ o }: { o: YieldOpportunity }) {
  const [amountText, setAmountText] = useState(String(DEFAULT_CALCULATOR_AMOUNT));
  const [days, setDays] = useState(DEFAULT_TIME_FRAME_DAYS);
  const parsed = parseAmount(amountText, 6, { allowZero: true });
  const amount = parsed.ok ? Number(amountText) : 0;
  const apy = typeof o.apy === 'number' && Number.isFinite(o.apy) ? o.apy : 0;
  const growth = useMemo(() => growthPoints(amount, apy, days), [amount, apy, days]);

  return (
    <section className="yd-section" aria-label="Yield calculator">
      <h3 className="yd-heading">Yield calculator</h3>
      <CalculatorInputs
        amountText={amountText}
        onAmount={setAmountText}
        error={parsed.ok ? undefined : parsed.error}
        days={days}
        onDays={setDays}
      />
      <CalculatorResults result={projectYield({ amount, apy, days })} apy={o.apy} />
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

function CalculatorInputs(p: {
  amountText: string;
  onAmount: (text: string) => void;
  error: string | undefined;
  days: number;
  onDays: (days: number) => void;
}) {
  const amountId = useId();
  return (
    <div className="yd-calc-inputs">
      <label htmlFor={amountId}>Deposit amount (USD)</label>
      <input
        id={amountId}
        className="fin-input"
        inputMode="decimal"
        value={p.amountText}
        aria-invalid={p.error !== undefined}
        onChange={(e) => p.onAmount(e.target.value)}
      />
      {p.error !== undefined ? <span className="yd-error">{p.error}</span> : null}
      <fieldset className="yd-frames" aria-label="Time frame">
        {TIME_FRAMES.map((f) => (
          <Button
            key={f.days}
            size="sm"
            variant="secondary"
            aria-pressed={p.days === f.days}
            onClick={() => p.onDays(f.days)}
          >
            {f.label}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}

function CalculatorResults({
  result,
  apy,
}: {
  result: ReturnType<typeof projectYield>;
  apy: YieldOpportunity['apy'];
}) {
  return (
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
        <dd>{formatApy(apy)}</dd>
      </div>
    </dl>
  );
}
