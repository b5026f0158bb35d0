import { describe, expect, it } from 'vitest';
import { buildHistory, lastDays, type RawHistoryPoint } from './history';

const p = (timestamp: string, apy: number | null, source: RawHistoryPoint['source']): RawHistoryPoint => ({
  timestamp,
  apy,
  apyBase: apy,
  apyReward: null,
  tvlUsd: 1,
  source,
});

describe('pool history', () => {
  it('keeps one captured point per day, preferring the /pools capture over a re-sampled chart', () => {
    const out = buildHistory(
      [
        p('2026-02-16T00:00:00.000Z', 4, 'defillama-chart'),
        p('2026-02-16T10:09:02.000Z', 5, 'defillama-capture'),
      ],
      [],
    );
    expect(out.map((x) => [x.apy, x.source])).toEqual([[5, 'defillama-capture']]);
  });

  it('appends every recorded snapshot and sorts oldest first', () => {
    const out = buildHistory(
      [p('2026-02-17T00:00:00.000Z', 4, 'defillama-chart')],
      [p('2026-11-21T10:00:00.000Z', 6, 'recorded'), p('2026-11-21T09:00:00.000Z', 7, 'recorded')],
    );
    expect(out.map((x) => x.apy)).toEqual([4, 7, 6]);
  });

  it('computes the 30-day rolling mean at each point, skipping unknown APYs', () => {
    const out = buildHistory(
      [
        p('2026-01-01T00:00:00.000Z', 2, 'defillama-chart'),
        p('2026-01-15T00:00:00.000Z', 4, 'defillama-chart'),
        p('2026-01-20T00:00:00.000Z', null, 'defillama-chart'),
        p('2026-02-05T00:00:00.000Z', 6, 'defillama-chart'),
      ],
      [],
    );
    expect(out.map((x) => x.apyMean30d)).toEqual([2, 3, 3, 5]);
  });

  it('cuts to the last N days before the newest point', () => {
    const out = buildHistory(
      [
        p('2026-01-01T00:00:00.000Z', 1, 'defillama-chart'),
        p('2026-01-10T00:00:00.000Z', 2, 'defillama-chart'),
      ],
      [],
    );
    expect(lastDays(out, 5).map((x) => x.apy)).toEqual([2]);
    expect(lastDays(out, 10).map((x) => x.apy)).toEqual([1, 2]);
  });
});
