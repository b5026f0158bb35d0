import { describe, expect, it } from 'vitest';
import { testRequest } from '../../testing/optimizer-test-data';
import { optimizeRequestSchema } from './optimizer';

describe('the optimizer request', () => {
  const defaults = optimizeRequestSchema.parse({
    walletAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  });

  it('has the spec defaults: sort apy, minAPY 0, maxAPY 100, minTVL 0, balanced/Ethereum/medium/medium', () => {
    expect(defaults.sortBy).toBe('apy');
    expect(defaults.riskTolerance).toBe('medium');
    expect(defaults.filters).toEqual({
      riskLevels: [],
      chains: [],
      minAPY: 0,
      maxAPY: 100,
      minTVL: 0,
      protocolTypes: [],
      assets: [],
    });
    expect(defaults.preferences).toEqual({
      type: 'balanced',
      preferredChains: ['Ethereum'],
      riskTolerance: 'medium',
      investmentSize: 'medium',
    });
    expect(defaults.settings).toEqual({
      minImprovementApy: 0.25,
      maxPoolShare: 0.1,
      maxVenueShare: 1,
      minMoveUsd: 10,
      cashReserve: { totalUsd: 0, perChainUsd: {} },
    });
    expect(defaults.horizonDays).toBe(30);
  });

  it('fills in exactly the domain defaults the optimizer tests start from', () => {
    expect(defaults).toEqual(testRequest({ walletAddress: defaults.walletAddress }));
  });

  it('a second parse does not share the default lists with the first', () => {
    defaults.preferences.preferredChains.push('Base');
    const again = optimizeRequestSchema.parse({ walletAddress: defaults.walletAddress });
    expect(again.preferences.preferredChains).toEqual(['Ethereum']);
  });
});
