import { describe, expect, it } from 'vitest';
import { fundsLocation, rebalanceSteps, updateRebalanceStep } from './rebalance-steps';

const same = {
  amount: '4000',
  asset: 'USDC',
  fromProtocol: 'Aave V3',
  fromChain: 'Base',
  toProtocol: 'Compound V3',
  toChain: 'Base',
  crossChain: false,
  wholePosition: true,
};
const cross = {
  ...same,
  fromProtocol: 'Morpho Blue',
  fromChain: 'Ethereum',
  crossChain: true,
  wholePosition: false,
};

describe('rebalancing steps', () => {
  it('same chain: check → withdraw → approve if needed → deposit', () => {
    expect(rebalanceSteps(same).map((s) => s.id)).toEqual(['check', 'withdraw', 'approve', 'deposit']);
    expect(rebalanceSteps(same)[1]?.label).toBe('Withdraw all USDC from Aave V3 on Base');
  });

  it('cross chain: the CCTP bridge sits between withdraw and the deposit', () => {
    const steps = rebalanceSteps(cross);
    expect(steps.map((s) => s.id)).toEqual(['check', 'withdraw', 'bridge', 'approve', 'deposit']);
    expect(steps[1]?.label).toBe('Withdraw 4000 USDC from Morpho Blue on Ethereum');
    expect(steps[2]?.label).toContain('from Ethereum to Base');
  });

  it('a step collects each of its transaction hashes', () => {
    let steps = rebalanceSteps(cross);
    steps = updateRebalanceStep(steps, 'bridge', {
      status: 'in-progress',
      tx: { label: 'Burn', chainId: 1, hash: '0x01' },
    });
    steps = updateRebalanceStep(steps, 'bridge', {
      status: 'completed',
      tx: { label: 'Mint', chainId: 8453, hash: '0x02' },
    });
    expect(steps.find((s) => s.id === 'bridge')).toMatchObject({
      status: 'completed',
      txs: [
        { label: 'Burn', hash: '0x01' },
        { label: 'Mint', hash: '0x02' },
      ],
    });
  });

  it('says where the funds are at every point a move can stop', () => {
    expect(fundsLocation(same, {})).toBe('Nothing moved: your USDC is still in Aave V3 on Base.');
    expect(fundsLocation(same, { withdrawn: '4000.1' })).toBe(
      'Your 4000.1 USDC is in your wallet on Base, withdrawn from Aave V3.',
    );
    expect(fundsLocation(cross, { withdrawn: '4000', burned: true })).toContain(
      'Your USDC is on its way to Base: burned on Ethereum, not yet minted.',
    );
    expect(fundsLocation(cross, { withdrawn: '4000', burned: true, minted: '3999.6' })).toContain(
      'Your 3999.6 USDC is in your wallet on Base (bridged, not deposited).',
    );
    expect(fundsLocation(cross, { deposited: true })).toBe('Your USDC is in Compound V3 on Base.');
  });
});
