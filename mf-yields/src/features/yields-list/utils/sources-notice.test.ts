import { describe, expect, it } from 'vitest';
import { sourcesNotice } from './sources-notice';

const NOW = new Date('2026-11-28T10:00:00Z');
const BUILT = '2026-11-28T09:59:00.000Z';
const status = (s: Partial<Parameters<typeof sourcesNotice>[0][number]> & { name: string }) => ({
  ok: true,
  count: 0,
  lastSuccess: null,
  asOf: null,
  ...s,
});

describe('what the yields header says about its sources', () => {
  it('says nothing more when every source answered with current figures', () => {
    const r = sourcesNotice(
      [
        status({ name: 'onchain', count: 28, lastSuccess: BUILT }),
        status({ name: 'defillama', count: 97, lastSuccess: BUILT, host: 'yields.llama.fi' }),
      ],
      BUILT,
      NOW,
    );
    expect(r).toEqual({ updatedAt: BUILT, notice: null });
  });

  it('names a source that did not answer with its host, and what became of its pools', () => {
    const r = sourcesNotice(
      [
        status({ name: 'onchain', count: 28, lastSuccess: BUILT }),
        status({ name: 'defillama', ok: false, error: 'fetch failed', host: 'yields.llama.fi' }),
      ],
      BUILT,
      NOW,
    );
    expect(r.notice).toBe('DefiLlama (yields.llama.fi) did not answer: its pools are left out.');
    expect(r.updatedAt).toBe(BUILT);
  });

  it('gives the age of last good figures, and the oldest current read as the time', () => {
    const r = sourcesNotice(
      [
        status({ name: 'onchain', count: 28, lastSuccess: BUILT }),
        status({
          name: 'defillama',
          ok: false,
          count: 97,
          lastSuccess: '2026-11-28T09:00:00Z',
          host: 'yields.llama.fi',
        }),
      ],
      BUILT,
      NOW,
    );
    expect(r.notice).toBe('DefiLlama (yields.llama.fi) did not answer: its 97 pools are from 1 hour ago.');
    expect(r.updatedAt).toBe('2026-11-28T09:00:00Z');
  });

  it('says stale figures are dimmed and not ranked, and the bundled capture with its date', () => {
    const r = sourcesNotice(
      [
        status({ name: 'onchain', count: 28, lastSuccess: BUILT }),
        status({
          name: 'defillama',
          ok: false,
          count: 97,
          lastSuccess: '2026-11-28T05:00:00Z',
          stale: true,
          host: 'yields.llama.fi',
        }),
        status({
          name: 'defillama-capture',
          count: 97,
          lastSuccess: BUILT,
          asOf: '2026-03-04T17:14:35Z',
          stale: true,
        }),
      ],
      BUILT,
      NOW,
    );
    expect(r.notice).toBe(
      'DefiLlama (yields.llama.fi) did not answer: its 97 pools are from 5 hours ago, dimmed and not ranked · 97 pools from the bundled capture of Mar 4, 2026 (8 months old), dimmed and not ranked.',
    );
    expect(r.updatedAt).toBe(BUILT);
  });
});
