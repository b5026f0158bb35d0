import { describe, expect, it } from 'vitest';
import { livePoolsNote } from './live-pools-note';

const capture = {
  name: 'defillama-capture',
  ok: true,
  count: 140,
  lastSuccess: '2026-03-04T17:14:35.100Z',
  asOf: '2026-03-04T17:14:35.100Z',
};

describe('what the yields header says about live pools', () => {
  it('says pools are read live only when the on-chain source answered', () => {
    const onchain = { name: 'onchain', ok: true, count: 12, lastSuccess: '2026-03-05T09:30:00Z', asOf: null };
    expect(livePoolsNote([capture, onchain])).toBe('pools Fin deposits into are read live from the chain');
  });

  it('with no chain reachable and an earlier reading, says the pools show that reading', () => {
    const onchain = {
      name: 'onchain',
      ok: false,
      count: 12,
      lastSuccess: '2026-03-05T09:30:00Z',
      asOf: null,
      error: 'no chain answered: fetch failed (and 5 more chains)',
    };
    const note = livePoolsNote([capture, onchain]);
    expect(note).toMatch(
      /^no chain answered just now: pools Fin deposits into show their last reading, from /,
    );
    expect(note).not.toContain('read live');
  });

  it('with no chain ever read, says no rate is live', () => {
    const failed = { name: 'onchain', ok: false, count: 0, lastSuccess: null, asOf: null, error: 'down' };
    expect(livePoolsNote([capture, failed])).toBe('no chain could be read just now, so no rate here is live');
    expect(livePoolsNote([capture])).toBe('no chain could be read just now, so no rate here is live');
  });
});
