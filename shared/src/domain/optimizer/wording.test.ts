import { describe, expect, it } from 'vitest';
import { fmtDays, fmtPct, fmtUsd, venueLabel } from './wording';

describe('how the optimizer writes its reasons', () => {
  it('names a venue as protocol@chain', () => {
    expect(venueLabel('Compound V3', 'Arbitrum')).toBe('Compound V3@Arbitrum');
  });

  it('writes rates with two decimals', () => {
    expect(fmtPct(5)).toBe('5.00%');
    expect(fmtPct(0.256)).toBe('0.26%');
  });

  it('writes cents under $100 and whole dollars with separators above', () => {
    expect(fmtUsd(1.125)).toBe('$1.13');
    expect(fmtUsd(99.994)).toBe('$99.99');
    expect(fmtUsd(242_500.4)).toBe('$242,500');
  });

  it('rounds days up, and says "under a day" below one', () => {
    expect(fmtDays(0.4)).toBe('under a day');
    expect(fmtDays(1)).toBe('1 day');
    expect(fmtDays(2.1)).toBe('3 days');
  });
});
