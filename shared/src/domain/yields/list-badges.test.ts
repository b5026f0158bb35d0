import { describe, expect, it } from 'vitest';
import { bestApyRowId, HIGH_YIELD_APY, isHighYield, VISITOR_VISIBLE_ROWS, yieldBadges } from './list-badges';
import type { ListedYield } from './list-filters';
import { sortYields } from './list-sort';

const row = (id: string, apy: number | null, tvl = 1e6): ListedYield => ({
  id,
  apy,
  tvl,
  riskLevel: 'low',
  riskScore: 2,
  stabilityScore: 50,
  chain: 'Base',
  type: 'lending',
  asset: 'USDC',
});

describe('yields badges', () => {
  it("shows 'HIGH YIELD' strictly above 20% APY", () => {
    expect(HIGH_YIELD_APY).toBe(20);
    expect(isHighYield(20.01)).toBe(true);
    expect(isHighYield(20)).toBe(false);
    expect(isHighYield(null)).toBe(false);
    expect(isHighYield(Number.NaN)).toBe(false);
  });

  it("gives 'BEST APY' to the first row of the APY-sorted list", () => {
    const rows = sortYields([row('x', 4), row('y', 21), row('z', null), row('w', 9)], 'apy');
    const best = bestApyRowId(rows);
    expect(best).toBe(rows[0]?.id);
    expect(yieldBadges(rows[0] as ListedYield, best)).toEqual(['BEST APY', 'HIGH YIELD']);
    expect(yieldBadges(rows[1] as ListedYield, best)).toEqual([]);
  });

  it('keeps BEST APY on the highest APY under another sort, and gives it to nobody without a known APY', () => {
    const rows = sortYields([row('big', 3, 9e9), row('top', 8, 1e6)], 'tvl');
    expect(rows[0]?.id).toBe('big');
    expect(bestApyRowId(rows)).toBe('top');
    expect(bestApyRowId([row('n', null), row('z', 0)])).toBeUndefined();
  });

  it('lets a visitor see 6 rows', () => {
    expect(VISITOR_VISIBLE_ROWS).toBe(6);
  });
});
