import { describe, expect, it } from 'vitest';
import { annualizedGrowth, realizedApyOf, realizedWindows } from './realized';

const DAY = 86_400;
const T0 = 1_790_000_000;

describe('realized APY from share prices', () => {
  it('annualizes a day of growth by compounding it over the year', () => {
    // 5% a year compounded daily: each day the price grows by 1.05^(1/365).
    const daily = 1.05 ** (1 / 365);
    const apy = annualizedGrowth(
      { chainTime: T0, sharePrice: 1 },
      { chainTime: T0 + DAY, sharePrice: daily },
    );
    expect(apy).toBeCloseTo(5, 6);
  });

  it('has no rate for no elapsed time or a zero price', () => {
    expect(annualizedGrowth({ chainTime: T0, sharePrice: 1 }, { chainTime: T0, sharePrice: 1.1 })).toBeNull();
    expect(
      annualizedGrowth({ chainTime: T0, sharePrice: 0 }, { chainTime: T0 + DAY, sharePrice: 1 }),
    ).toBeNull();
  });

  it('gives each window it can reach, from the newest point at least that old', () => {
    // 4% a year for the first 23 days, then 10% a year for the last 7.
    const points = [];
    let price = 1;
    for (let d = 0; d <= 30; d++) {
      points.push({ chainTime: T0 + d * DAY, sharePrice: price });
      price *= (d < 23 ? 1.04 : 1.1) ** (1 / 365);
    }
    const windows = realizedWindows(points.reverse());
    expect(windows.map((w) => w.days)).toEqual([1, 7, 30]);
    expect(windows[0]?.apy).toBeCloseTo(10, 4);
    expect(windows[1]?.apy).toBeCloseTo(10, 4);
    expect(windows[1]?.from).toBe(new Date((T0 + 23 * DAY) * 1000).toISOString());
    const mixed = (1.04 ** 23 * 1.1 ** 7) ** (1 / 30) - 1;
    expect(windows[2]?.apy).toBeCloseTo(mixed * 100, 4);
    expect(realizedApyOf({ realized: { source: 'share-price', windows, asOf: '' } })).toBe(windows[2]?.apy);
  });

  it('leaves out the windows the history does not reach yet', () => {
    const windows = realizedWindows([
      { chainTime: T0, sharePrice: 1 },
      { chainTime: T0 + 2 * DAY, sharePrice: 1.0003 },
    ]);
    expect(windows.map((w) => w.days)).toEqual([1]);
    expect(realizedWindows([{ chainTime: T0, sharePrice: 1 }])).toEqual([]);
    expect(realizedApyOf({})).toBeNull();
  });
});
