import { DELEGATOR_CONTRACTS } from '@metamask/delegation-deployments';
import { describe, expect, it } from 'vitest';
import { DELEGATION_FRAMEWORK, FRAMEWORK_VERSION, grantSupportOn } from './framework';

describe('delegation framework addresses', () => {
  it.each([1, 8453, 42161, 10, 137])('match the published deployment on chain %i', (chainId) => {
    const published = DELEGATOR_CONTRACTS[FRAMEWORK_VERSION]?.[chainId] ?? {};
    for (const [name, address] of Object.entries(DELEGATION_FRAMEWORK)) expect(published[name]).toBe(address);
  });

  it('says why a grant cannot be made on mainnet, and allows the devnet', () => {
    expect(grantSupportOn(43114, { devnet: false })).toEqual({
      ok: false,
      reason: 'The delegation framework is not deployed on Avalanche',
    });
    expect(grantSupportOn(8453, { devnet: false }).ok).toBe(false);
    expect(grantSupportOn(43114, { devnet: true }).ok).toBe(true);
  });
});
