import { describe, expect, it } from 'vitest';
import { AAVE_V3_POOL, CCTP_V2 } from '../chains/contracts';
import { checkGrant, type GrantRequest } from './grant';

const NOW = 1_800_000_000;
const ok: GrantRequest = {
  chainId: 8453,
  venues: [AAVE_V3_POOL[8453] as string, CCTP_V2.tokenMessenger],
  dailyCapUsdc: '250.5',
  expiresAt: NOW + 86_400,
  maxCalls: 30,
};
const errors = (r: Partial<GrantRequest>) => {
  const c = checkGrant({ ...ok, ...r }, NOW);
  return c.ok ? [] : c.errors;
};

describe('checkGrant', () => {
  it('accepts a grant in the user’s words and gives the cap in USDC units', () => {
    const c = checkGrant(ok, NOW);
    expect(c.ok && c.dailyCapUnits).toBe(250_500_000n);
    expect(c.ok && c.venues.map((v) => v.kind)).toEqual(['aave-v3', 'cctp']);
  });

  it('refuses no venue, a cap of 0, a past end and a venue Fin cannot deposit into, each in words', () => {
    expect(errors({ venues: [] })).toEqual(['Choose at least one place the agent may put your money.']);
    expect(errors({ dailyCapUsdc: '0' })).toEqual(['The daily limit must be more than 0 USDC.']);
    expect(errors({ dailyCapUsdc: 'lots' })[0]).toMatch(/amount of USDC/);
    expect(errors({ expiresAt: NOW - 1 })).toEqual(['The end date has passed: choose a date in the future.']);
    expect(errors({ venues: ['0x0000000000000000000000000000000000000001'] })[0]).toMatch(
      /^Fin cannot deposit into 0x0+1 on Base/,
    );
    expect(errors({ maxCalls: 0 })[0]).toMatch(/at least one call/);
    expect(errors({ expiresAt: NOW + 400 * 86_400 })[0]).toMatch(/a year at most/);
  });
});
