// The cash the user keeps idle: one amount in total across the six chains, or an amount per chain. The default
// keeps nothing back, and the hint says so, since the optimizer otherwise proposes to put every idle dollar to work.
import { CHAINS, isPortfolioChainId } from '@fin/shared/domain/chains/chains';
import type { CashReserve } from '@fin/shared/schemas/optimizer';

export type ReserveInput = {
  mode: 'total' | 'per-chain';
  total: string;
  /** Chain id → the amount typed for it. */
  perChain: Readonly<Record<string, string>>;
};

/** The chains whose idle money the optimizer weighs: the portfolio's six (Flow is listed for display only). */
const RESERVE_CHAINS = CHAINS.filter((c) => isPortfolioChainId(c.id));

export const NO_RESERVE_INPUT: ReserveInput = { mode: 'total', total: '', perChain: {} };

/** A typed amount in USD; empty, invalid or not above 0 keeps nothing back. */
function usdOf(text: string | undefined): number {
  const usd = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(usd) && usd > 0 ? usd : 0;
}

/** The reserve the API takes, from what the mode shows (amounts typed in the hidden mode do not count). */
export function reserveOf(input: ReserveInput): CashReserve {
  if (input.mode === 'total') return { totalUsd: usdOf(input.total), perChainUsd: {} };
  const perChainUsd: Record<string, number> = {};
  for (const c of RESERVE_CHAINS) {
    const usd = usdOf(input.perChain[String(c.id)]);
    if (usd > 0) perChainUsd[String(c.id)] = usd;
  }
  return { totalUsd: 0, perChainUsd };
}

const dollars = (v: number) => `$${v.toLocaleString('en-US')}`;

/** What the reserve keeps, in words: the hint under the control. */
function reserveHint(reserve: CashReserve): string {
  const chains = RESERVE_CHAINS.filter((c) => (reserve.perChainUsd[String(c.id)] ?? 0) > 0).map(
    (c) => `${dollars(reserve.perChainUsd[String(c.id)] as number)} on ${c.name}`,
  );
  if (reserve.totalUsd > 0)
    return `Keeps ${dollars(reserve.totalUsd)} of idle stablecoins across all chains; the rest may be put to work.`;
  if (chains.length === 0) return 'None kept back: every idle stablecoin may be put to work.';
  const list = chains.length === 1 ? chains[0] : `${chains.slice(0, -1).join(', ')} and ${chains.at(-1)}`;
  return `Keeps ${list} of idle stablecoins; the rest may be put to work.`;
}

function AmountInput(props: { id?: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <input
      id={props.id}
      className="fin-input"
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      placeholder="0"
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

export function CashReserveControl(props: {
  value: ReserveInput;
  onChange: (v: ReserveInput) => void;
  disabled: boolean;
}) {
  const { value, disabled } = props;
  const modes = [
    { mode: 'total', label: 'In total' },
    { mode: 'per-chain', label: 'Per chain' },
  ] as const;
  return (
    <fieldset className="opt-choice opt-reserve-box" disabled={disabled}>
      <legend>Cash reserve</legend>
      <div className="opt-segmented" role="radiogroup" aria-label="Keep the reserve">
        {modes.map((m) => (
          <label key={m.mode} className={m.mode === value.mode ? 'is-on' : undefined}>
            <input
              type="radio"
              name="opt-reserve-mode"
              value={m.mode}
              checked={m.mode === value.mode}
              onChange={() => props.onChange({ ...value, mode: m.mode })}
            />
            {m.label}
          </label>
        ))}
      </div>
      {value.mode === 'total' ? (
        <div className="opt-reserve">
          <AmountInput
            label="Cash reserve to keep idle (USD)"
            value={value.total}
            onChange={(total) => props.onChange({ ...value, total })}
          />
        </div>
      ) : (
        <div className="opt-reserve opt-reserve--chains">
          {RESERVE_CHAINS.map((c) => (
            <div key={c.id} className="opt-reserve__chain">
              <label htmlFor={`opt-reserve-${c.id}`}>{c.name}</label>
              <AmountInput
                id={`opt-reserve-${c.id}`}
                label={`Keep idle on ${c.name} (USD)`}
                value={value.perChain[String(c.id)] ?? ''}
                onChange={(v) =>
                  props.onChange({ ...value, perChain: { ...value.perChain, [String(c.id)]: v } })
                }
              />
            </div>
          ))}
        </div>
      )}
      <p className="fin-muted opt-hint" data-testid="reserve-hint">
        {reserveHint(reserveOf(value))}
      </p>
    </fieldset>
  );
}
