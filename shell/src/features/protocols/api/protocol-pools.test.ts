import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { describe, expect, it } from 'vitest';
import { findProtocol } from '../data';
import { isProtocolPool } from './protocol-pools';

const pool = (protocolSlug: string, poolMeta: string | null) =>
  ({ protocolSlug, poolMeta, protocol: protocolSlug }) as unknown as YieldOpportunity;

describe('isProtocolPool', () => {
  it('EulerEarn takes Euler V2 earn vaults, not plain lending vaults', () => {
    const euler = findProtocol('eulerearn');
    if (!euler) throw new Error('eulerearn missing');
    expect(isProtocolPool(euler, pool('euler-v2', 'Euler Earn USDC'))).toBe(true);
    expect(isProtocolPool(euler, pool('euler-v2', 'EVK Vault eUSDC-80'))).toBe(false);
    expect(isProtocolPool(euler, pool('aave-v3', 'Earn'))).toBe(false);
  });

  it('Gauntlet takes any pool its name appears in; Syrup takes Maple pools', () => {
    const gauntlet = findProtocol('gauntlet');
    const syrup = findProtocol('syrup');
    if (!gauntlet || !syrup) throw new Error('protocol missing');
    expect(isProtocolPool(gauntlet, pool('morpho-blue', 'Gauntlet USDC Prime'))).toBe(true);
    expect(isProtocolPool(gauntlet, pool('morpho-blue', 'Steakhouse USDC'))).toBe(false);
    expect(isProtocolPool(syrup, pool('maple', null))).toBe(true);
  });
});
