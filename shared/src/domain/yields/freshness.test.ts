import { describe, expect, it } from 'vitest';
import {
  ageInWords,
  currentOpportunities,
  FRESHNESS_LIMIT_HOURS,
  isStaleFigure,
  withFreshness,
} from './freshness';
import { bestApyRowId } from './list-badges';
import { DEFAULT_FILTERS, type ListedYield } from './list-filters';
import { bestApyId, buildYieldsIndex, listYields } from './list-index';

const NOW = new Date('2026-11-28T10:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();

describe('the freshness rule', () => {
  it('on mainnet, a figure past the limit is stale and one within it is current', () => {
    expect(FRESHNESS_LIMIT_HOURS).toBe(2);
    expect(isStaleFigure(hoursAgo(1.99), NOW, 'mainnet')).toBe(false);
    expect(isStaleFigure(hoursAgo(2.01), NOW, 'mainnet')).toBe(true);
    expect(isStaleFigure('2026-03-04T17:14:35Z', NOW, 'mainnet')).toBe(true);
  });

  it('on mainnet, a figure of unknown time is stale', () => {
    expect(isStaleFigure(null, NOW, 'mainnet')).toBe(true);
    expect(isStaleFigure('not a date', NOW, 'mainnet')).toBe(true);
  });

  it('on the devnet nothing is stale: the bundled capture is its market', () => {
    expect(isStaleFigure('2026-03-04T17:14:35Z', NOW, 'devnet')).toBe(false);
  });

  it('marks stale rows and leaves them out of what may be ranked or quoted', () => {
    const rows = withFreshness(
      [
        { id: 'live', lastUpdated: hoursAgo(0.1) },
        { id: 'captured', lastUpdated: '2026-03-04T17:14:35Z' },
      ],
      NOW,
      'mainnet',
    );
    expect(rows).toEqual([
      { id: 'live', lastUpdated: hoursAgo(0.1) },
      { id: 'captured', lastUpdated: '2026-03-04T17:14:35Z', stale: true },
    ]);
    expect(currentOpportunities(rows).map((r) => r.id)).toEqual(['live']);
  });

  it('says an age in words', () => {
    expect(ageInWords(hoursAgo(3), NOW)).toBe('3 hours');
    expect(ageInWords('2026-03-04T17:14:35Z', NOW)).toBe('8 months');
    expect(ageInWords(hoursAgo(0.001), NOW)).toBe('under a minute');
    expect(ageInWords(hoursAgo(1), NOW)).toBe('1 hour');
  });
});

describe('stale rows in the list', () => {
  const row = (id: string, apy: number, stale?: boolean): ListedYield => ({
    id,
    apy,
    tvl: 1e8,
    riskLevel: 'low',
    riskScore: 1,
    stabilityScore: 50,
    chain: 'Base',
    type: 'lending',
    asset: 'USDC',
    ...(stale ? { stale } : {}),
  });
  const rows = [row('captured-euler', 31.01, true), row('live-aave', 4.2), row('live-compound', 5.1)];

  it('are listed after every current row and never earn BEST APY', () => {
    const index = buildYieldsIndex(rows);
    expect(listYields(index, 'apy', DEFAULT_FILTERS).map((r) => r.id)).toEqual([
      'live-compound',
      'live-aave',
      'captured-euler',
    ]);
    expect(bestApyId(index, DEFAULT_FILTERS)).toBe('live-compound');
    expect(bestApyRowId(rows)).toBe('live-compound');
  });

  it('leave no BEST APY when only stale rows pass the filters', () => {
    const index = buildYieldsIndex(rows);
    expect(bestApyId(index, { ...DEFAULT_FILTERS, minApy: 20 })).toBeUndefined();
    expect(bestApyRowId([rows[0] as ListedYield])).toBeUndefined();
  });
});
