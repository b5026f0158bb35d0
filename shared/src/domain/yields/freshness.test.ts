import { describe, expect, it } from 'vitest';
import {
  ageInWords,
  currentOpportunities,
  FRESHNESS_LIMIT_HOURS,
  isStaleFigure,
  withFreshness,
} from './freshness';

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
