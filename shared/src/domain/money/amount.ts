// User-typed amounts <-> on-chain base units. Parsing is exact (strings to bigint, no floats), so
// '0.1' USDC is 100000 units, never 99999 after a binary rounding.
// viem's utils entry, compiled in (tree-shaken): amounts are drawn on first screens, before the wallet code loads.
import { formatUnits } from 'viem/utils';

export type ParsedAmount = { ok: true; value: bigint } | { ok: false; error: string };

export type ParseAmountOptions = {
  /** Accept 0 (for example a filter field); amounts to send or deposit must be greater than 0. */
  allowZero?: boolean;
};

export const AMOUNT_ERRORS = {
  empty: 'Enter an amount',
  negative: 'Amount cannot be negative',
  exponent: 'Enter the amount in plain digits, not exponent notation (like 1e6)',
  notANumber: 'Amount must be a number, like 100 or 0.5',
  zero: 'Amount must be greater than 0',
  tooManyDecimals: (decimals: number) =>
    decimals === 0 ? 'This token has no decimal places' : `Use at most ${decimals} decimal places`,
} as const;

const PLAIN_DECIMAL = /^(\d+)?(?:\.(\d*))?$/;

/**
 * Parse a decimal amount typed by the user ('12.5', '.5', '5.') into base units for a token with
 * `decimals` decimals. Rejects empty, negative, exponent ('1e6'), grouped ('1,000') or other non-numeric
 * text, more decimals than the token has, and 0 unless `allowZero`.
 */
export function parseAmount(input: string, decimals: number, options: ParseAmountOptions = {}): ParsedAmount {
  const text = input.trim();
  if (text === '') return { ok: false, error: AMOUNT_ERRORS.empty };
  if (text.startsWith('-')) return { ok: false, error: AMOUNT_ERRORS.negative };
  if (/^[+]?[\d.]*[eE][+-]?\d*$/.test(text) && /\d/.test(text)) {
    return { ok: false, error: AMOUNT_ERRORS.exponent };
  }
  const match = PLAIN_DECIMAL.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, error: AMOUNT_ERRORS.notANumber };
  if (fraction.length > decimals) return { ok: false, error: AMOUNT_ERRORS.tooManyDecimals(decimals) };
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
  if (value === 0n && !options.allowZero) return { ok: false, error: AMOUNT_ERRORS.zero };
  return { ok: true, value };
}

/** Base units back to a plain decimal string without trailing zeros: 1500000n, 6 -> '1.5'. */
export function formatAmount(value: bigint, decimals: number): string {
  return formatUnits(value, decimals);
}

/** Base units to a JS number for display and USD maths (precision loss is fine there, never for sending). */
export function amountToNumber(value: bigint, decimals: number): number {
  return Number(formatUnits(value, decimals));
}
