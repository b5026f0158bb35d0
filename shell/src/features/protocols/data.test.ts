import { describe, expect, it } from 'vitest';
import { findProtocol, UP_COMING_PROTOCOLS } from './data';

describe('Up & Coming Protocols data', () => {
  it('has the nine protocols the spec links, each with its details page', () => {
    expect(UP_COMING_PROTOCOLS.map((p) => p.slug)).toEqual([
      'pendle',
      'eulerearn',
      'syrup',
      'infinifi',
      'gauntlet',
      'gearbox',
      'nooncapital',
      'fxprotocol',
      'hylo',
    ]);
    for (const p of UP_COMING_PROTOCOLS) {
      expect(p.detailsLink).toBe(`/protocols/${p.slug}`);
      expect(p.appUrl).toMatch(/^https:\/\//);
      expect(p.features.length).toBeGreaterThan(0);
      expect(p.chains.length).toBeGreaterThan(0);
      expect(p.pools.length).toBeGreaterThan(0);
    }
  });

  it('finds a protocol by slug and nothing for an unknown one', () => {
    expect(findProtocol('hylo')?.name).toBe('Hylo');
    expect(findProtocol('unknown')).toBeUndefined();
  });
});
