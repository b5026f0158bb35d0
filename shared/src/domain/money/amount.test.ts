import { describe, expect, it } from 'vitest';
import { AMOUNT_ERRORS, amountToNumber, formatAmount, parseAmount } from './amount';

describe('parseAmount', () => {
  it('turns typed decimals into exact base units', () => {
    expect(parseAmount('0.1', 6)).toEqual({ ok: true, value: 100_000n });
    expect(parseAmount(' 1500.25 ', 6)).toEqual({ ok: true, value: 1_500_250_000n });
    expect(parseAmount('.5', 18)).toEqual({ ok: true, value: 500_000_000_000_000_000n });
    expect(parseAmount('5.', 6)).toEqual({ ok: true, value: 5_000_000n });
    expect(parseAmount('123456789012345678901234567890', 0)).toEqual({
      ok: true,
      value: 123456789012345678901234567890n,
    });
  });

  it('rejects bad input with a clear message', () => {
    expect(parseAmount('', 6)).toEqual({ ok: false, error: AMOUNT_ERRORS.empty });
    expect(parseAmount('   ', 6)).toEqual({ ok: false, error: 'Enter an amount' });
    expect(parseAmount('-1', 6)).toEqual({ ok: false, error: 'Amount cannot be negative' });
    expect(parseAmount('1e6', 6)).toEqual({ ok: false, error: AMOUNT_ERRORS.exponent });
    expect(parseAmount('2.5E-3', 6)).toEqual({ ok: false, error: AMOUNT_ERRORS.exponent });
    for (const text of ['abc', '1,000', '1.2.3', '.', '0x10', '1 000', 'Infinity', 'NaN']) {
      expect(parseAmount(text, 6), text).toEqual({ ok: false, error: AMOUNT_ERRORS.notANumber });
    }
    expect(parseAmount('1.1234567', 6)).toEqual({ ok: false, error: 'Use at most 6 decimal places' });
    expect(parseAmount('1.5', 0)).toEqual({ ok: false, error: 'This token has no decimal places' });
  });

  it('rejects zero unless allowed', () => {
    expect(parseAmount('0', 6)).toEqual({ ok: false, error: 'Amount must be greater than 0' });
    expect(parseAmount('0.000', 6)).toEqual({ ok: false, error: AMOUNT_ERRORS.zero });
    expect(parseAmount('0', 6, { allowZero: true })).toEqual({ ok: true, value: 0n });
  });
});

describe('formatAmount', () => {
  it('round-trips base units to a plain decimal string', () => {
    expect(formatAmount(1_500_000n, 6)).toBe('1.5');
    expect(formatAmount(100_000_000n, 8)).toBe('1');
    const parsed = parseAmount('1234.000001', 6);
    expect(parsed.ok && formatAmount(parsed.value, 6)).toBe('1234.000001');
    expect(amountToNumber(2_500_000n, 6)).toBe(2.5);
  });
});
