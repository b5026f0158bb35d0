import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CALCULATOR_AMOUNT,
  DEFAULT_TIME_FRAME_DAYS,
  estimateEarnings,
  projectYield,
  TIME_FRAMES,
  weightedAverageApy,
} from './earnings';

describe('estimateEarnings', () => {
  it('is apy/100 * value * days/365', () => {
    expect(estimateEarnings(10, 1000, 365)).toBeCloseTo(100, 10);
    expect(estimateEarnings(5, 2000, 73)).toBeCloseTo(20, 10);
    expect(estimateEarnings(Number.NaN, 1000, 30)).toBe(0);
  });
});

describe('projectYield (yield calculator: the APY is already compounded)', () => {
  it('earns exactly the APY in one year: 1000 at 10% becomes 1100.00', () => {
    const result = projectYield({ amount: 1000, apy: 10, days: 365 });
    expect(result.finalBalance.toFixed(2)).toBe('1100.00');
    expect(result.totalEarnings.toFixed(2)).toBe('100.00');
    expect(result.dailyEarnings.toFixed(4)).toBe('0.2740');
  });

  it('at APY 3.97% earns $39.70 on $1,000 in a year, not the $40.51 of compounding it again daily', () => {
    expect(projectYield({ amount: 1000, apy: 3.97, days: 365 }).totalEarnings.toFixed(2)).toBe('39.70');
  });

  it('grows a part of a year by the same yearly rate: one week of 1000 at 5%', () => {
    const { finalBalance } = projectYield({ amount: 1000, apy: 5, days: 7 });
    expect(finalBalance).toBeCloseTo(1000 * 1.05 ** (7 / 365), 10);
    expect(finalBalance.toFixed(4)).toBe('1000.9361');
  });

  it('shows zeros rather than NaN for an empty or invalid field', () => {
    expect(projectYield({ amount: Number.NaN, apy: 10, days: 365 })).toEqual({
      totalEarnings: 0,
      finalBalance: 0,
      dailyEarnings: 0,
    });
    expect(projectYield({ amount: 1000, apy: Number.NaN, days: 30 }).finalBalance).toBe(1000);
  });

  it('offers the spec time frames with 1 Year and 1000 as defaults', () => {
    expect(TIME_FRAMES.map((t) => `${t.label}:${t.days}`)).toEqual([
      '1 Week:7',
      '1 Month:30',
      '3 Months:90',
      '6 Months:180',
      '1 Year:365',
    ]);
    expect(DEFAULT_TIME_FRAME_DAYS).toBe(365);
    expect(DEFAULT_CALCULATOR_AMOUNT).toBe(1000);
  });
});

describe('weightedAverageApy', () => {
  it('weights APY by value and ignores empty positions', () => {
    expect(
      weightedAverageApy([
        { value: 3000, apy: 4 },
        { value: 1000, apy: 8 },
        { value: 0, apy: 50 },
      ]),
    ).toBe(5);
    expect(weightedAverageApy([])).toBe(0);
  });
});
