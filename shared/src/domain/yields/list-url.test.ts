import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from './list-filters';
import { DEFAULT_VIEW, parseYieldsView, writeYieldsView, type YieldsView } from './list-url';

describe('yields view in the URL', () => {
  it('reads the defaults from an empty query and writes nothing for them', () => {
    expect(parseYieldsView('')).toEqual(DEFAULT_VIEW);
    expect(writeYieldsView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('round-trips a full view', () => {
    const view: YieldsView = {
      sort: 'tvl',
      filters: {
        minApy: 5.5,
        maxApy: 40,
        minTvl: 100_000_000,
        riskLevels: ['low', 'medium'],
        chains: ['Base', 'Ethereum'],
        protocolTypes: ['vault'],
        assets: ['USDC'],
        depositable: true,
      },
    };
    const query = writeYieldsView(view).toString();
    expect(query).toBe(
      'sort=tvl&minApy=5.5&maxApy=40&minTvl=100000000&risk=low%2Cmedium&chain=Base%2CEthereum&type=vault&asset=USDC&depositable=1',
    );
    expect(parseYieldsView(`?${query}`)).toEqual(view);
  });

  it('keeps parameters it does not own and removes its own when they return to default', () => {
    const first = writeYieldsView({ ...DEFAULT_VIEW, sort: 'risk' }, '?tab=2');
    expect(first.toString()).toBe('tab=2&sort=risk');
    expect(writeYieldsView(DEFAULT_VIEW, first).toString()).toBe('tab=2');
  });

  it('falls back per field on malformed links and clamps the APY slider to 0–30', () => {
    const view = parseYieldsView('?sort=name&minApy=abc&minTvl=123&risk=low,extreme&chain=,Base,,Base');
    expect(view.sort).toBe('apy');
    expect(view.filters).toEqual({ ...DEFAULT_FILTERS, riskLevels: ['low'], chains: ['Base'] });
    expect(parseYieldsView('?minApy=75').filters.minApy).toBe(30);
    expect(parseYieldsView('?minApy=-3').filters.minApy).toBe(0);
    expect(parseYieldsView('?minTvl=1B').filters.minTvl).toBe(1_000_000_000);
  });
});

describe('yields view links are canonical', () => {
  it('writes its keys in one order whatever order the URL had them in', () => {
    const view = parseYieldsView('?minTvl=100000000&sort=tvl');
    expect(writeYieldsView(view, '?minTvl=100000000&sort=tvl').toString()).toBe('sort=tvl&minTvl=100000000');
  });
});
