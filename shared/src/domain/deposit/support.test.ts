import { describe, expect, it } from 'vitest';
import { depositSupport } from './support';
import { capturedPoolAddress } from './venues';

const eulerRow = (poolId: string) => ({
  protocolSlug: 'euler-v2',
  protocol: 'Euler V2',
  asset: 'USDC',
  chain: 'Ethereum',
  chainId: 1,
  poolAddress: capturedPoolAddress(poolId),
  protocolUrl: 'https://app.euler.finance',
});

describe('deposit support of the captured Euler V2 rows', () => {
  it('takes a deposit into a vault whose address a published list names (eUSDC-95 on Ethereum)', () => {
    const row = eulerRow('a0f1def1-eacd-4b3a-91a1-be9a9c0cbc2c');
    expect(row.poolAddress).toBe('0x7fAb04FF2717d9A6B71A51c56c29697179597D40');
    expect(depositSupport(row)).toEqual({ depositable: true });
  });

  it('says which lists it checked for a vault none of them names (eUSDC-37 on Ethereum)', () => {
    const support = depositSupport(eulerRow('4059659c-a240-47c3-85a5-69897563d63b'));
    expect(support.depositable).toBe(false);
    if (support.depositable) return;
    expect(support.reason).toContain('euler-xyz/euler-labels');
    expect(support.reason).toContain('does not name this USDC pool on Ethereum');
    expect(support.url).toBe('https://app.euler.finance');
  });
});
