// The cash the user keeps idle: one amount, in total across the six chains or on one chain. The default keeps
// nothing back, and the hint says so, since the optimizer otherwise proposes to put every idle dollar to work.
import { CHAINS } from '@fin/shared/domain/chains/chains';
import type { CashReserve } from '@fin/shared/schemas/agent';

export type ReserveInput = { amount: string; where: 'total' | `${number}` };

export const NO_RESERVE_INPUT: ReserveInput = { amount: '', where: 'total' };

/** The reserve the API takes; an empty or invalid amount keeps nothing back (the field says so). */
export function reserveOf(input: ReserveInput): CashReserve {
  const usd = Number(input.amount);
  const amount = input.amount.trim() !== '' && Number.isFinite(usd) && usd > 0 ? usd : 0;
  return input.where === 'total'
    ? { totalUsd: amount, perChainUsd: {} }
    : { totalUsd: 0, perChainUsd: amount > 0 ? { [input.where]: amount } : {} };
}

export function CashReserveControl(props: {
  value: ReserveInput;
  onChange: (v: ReserveInput) => void;
  disabled: boolean;
}) {
  const { value, disabled } = props;
  const reserve = reserveOf(value);
  const kept = reserve.totalUsd + Object.values(reserve.perChainUsd).reduce((s, v) => s + v, 0);
  const where =
    value.where === 'total'
      ? 'across all chains'
      : `on ${CHAINS.find((c) => String(c.id) === value.where)?.name}`;
  return (
    <fieldset className="opt-choice" disabled={disabled}>
      <legend>Cash reserve</legend>
      <div className="opt-reserve">
        <label>
          <span className="fin-sr-only">Keep idle (USD)</span>
          <input
            className="fin-input"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="0"
            aria-label="Cash reserve to keep idle (USD)"
            value={value.amount}
            onChange={(e) => props.onChange({ ...value, amount: e.target.value })}
          />
        </label>
        <select
          className="fin-select"
          aria-label="Where the reserve is kept"
          value={value.where}
          onChange={(e) => props.onChange({ ...value, where: e.target.value as ReserveInput['where'] })}
        >
          <option value="total">in total</option>
          {CHAINS.map((c) => (
            <option key={c.id} value={String(c.id)}>
              on {c.name}
            </option>
          ))}
        </select>
      </div>
      <p className="fin-muted opt-hint" data-testid="reserve-hint">
        {kept > 0
          ? `Keeps $${kept.toLocaleString('en-US')} of idle stablecoins ${where}; the rest may be put to work.`
          : 'None kept back: every idle stablecoin may be put to work.'}
      </p>
    </fieldset>
  );
}
