import { describe, expect, it } from 'vitest';
import { agentProtocolOf, paymentRefusal, REPORT_FRESH_MS, reportsWorthBuying } from './policy';

const policy = {
  network: 'eip155:8453',
  asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  payTo: '0x1111111111111111111111111111111111111111',
  maxPaymentUnits: 1000,
  reservedUnits: 100,
};
const terms = { network: policy.network, asset: policy.asset, payTo: policy.payTo, amount: '100' };

describe('the payment policy', () => {
  it('signs only the asset, network and payee allowed, within the cap and the reserved price', () => {
    expect(paymentRefusal(terms, policy)).toBeNull();
    expect(paymentRefusal({ ...terms, asset: policy.asset.toLowerCase() }, policy)).toBeNull();
    expect(paymentRefusal({ ...terms, network: 'eip155:1' }, policy)).toContain('network eip155:1');
    expect(paymentRefusal({ ...terms, asset: policy.payTo }, policy)).toContain('is not USDC');
    expect(paymentRefusal({ ...terms, payTo: policy.asset }, policy)).toContain("not Fin's treasury");
    expect(paymentRefusal({ ...terms, amount: '1001' }, { ...policy, reservedUnits: 5000 })).toBe(
      '0.001001 USDC is over the 0.001 USDC cap per payment',
    );
    expect(paymentRefusal({ ...terms, amount: '101' }, policy)).toBe(
      '0.000101 USDC is more than the 0.0001 USDC price reserved',
    );
    expect(paymentRefusal({ ...terms, amount: '1e3' }, policy)).toContain('not a whole number');
  });
});

describe('reports bought for a reason', () => {
  it('maps position names to the protocols reports are sold on', () => {
    expect(agentProtocolOf('Aave V3')).toBe('aave');
    expect(agentProtocolOf('Compound V3')).toBe('compound');
    expect(agentProtocolOf('Trader Joe')).toBe('trader-joe');
    expect(agentProtocolOf('Morpho Blue')).toBeUndefined();
  });

  it('holdings first, then what the optimizer weighs, once each, skipping fresh reports', () => {
    const now = 10 * REPORT_FRESH_MS;
    const reasons = reportsWorthBuying({
      held: [
        { protocol: 'Aave V3', chainName: 'Base' },
        { protocol: 'Aave V3', chainName: 'Arbitrum' },
        { protocol: 'Moonwell', chainName: 'Base' },
        { protocol: 'Sky', chainName: 'Ethereum' },
      ],
      weighing: [
        { protocol: 'Aave V3', chainName: 'Optimism' },
        { protocol: 'Compound V3', chainName: 'Arbitrum' },
      ],
      lastBoughtAt: (p) => (p === 'moonwell' ? now - REPORT_FRESH_MS + 1 : p === 'compound' ? 0 : undefined),
      now,
    });
    expect(reasons).toEqual([
      { protocol: 'aave', chain: 'base', why: 'this wallet holds Aave V3 on Base' },
      { protocol: 'compound', chain: 'arbitrum', why: 'the optimizer is weighing Compound V3 on Arbitrum' },
    ]);
  });
});
