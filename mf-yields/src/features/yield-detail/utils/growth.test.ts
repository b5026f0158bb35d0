import { projectYield } from '@fin/shared/domain/yields/earnings';
import { describe, expect, it } from 'vitest';
import { growthPoints } from './growth';

describe('growthPoints', () => {
  it('starts at the amount today and ends at the calculator’s final balance, rising in between', () => {
    const points = growthPoints(1000, 5, 365);
    expect(points).toHaveLength(31);
    expect(points[0]).toEqual({ x: 0, y: 1000 });
    expect(points.at(-1)?.x).toBe(365);
    expect(points.at(-1)?.y).toBeCloseTo(projectYield({ amount: 1000, apy: 5, days: 365 }).finalBalance, 9);
    expect(points.every((p, i) => i === 0 || p.y > (points[i - 1]?.y ?? 0))).toBe(true);
  });
});
