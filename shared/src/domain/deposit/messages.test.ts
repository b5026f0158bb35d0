import { describe, expect, it } from 'vitest';
import { depositSucceeded } from './messages';
import { notDepositableReason } from './validation';
import { withdrawSucceeded } from './withdraw-validation';

describe('success messages', () => {
  it('format the amount as the portfolio row beside them does', () => {
    expect(depositSucceeded('25000', 'USDC', 'Aave V3')).toBe('Deposited 25,000.00 USDC to Aave V3');
    expect(withdrawSucceeded('5116.027505', 'USDC', 'Compound V3')).toBe(
      'Withdrew 5,116.03 USDC from Compound V3',
    );
    // 18-decimal assets show 6 decimals, as their rows do.
    expect(depositSucceeded('10', 'DAI', 'Sky (sDAI)')).toBe('Deposited 10.000000 DAI to Sky (sDAI)');
  });
});

describe('why a row takes no deposit', () => {
  const row = {
    protocolSlug: 'aave-v3',
    protocol: 'Aave V3',
    asset: 'USDT',
    chain: 'Avalanche',
    poolAddress: null,
  };

  it('explains a captured row of a protocol Fin deposits into elsewhere', () => {
    expect(notDepositableReason(row)).toBe(
      "Fin deposits into Aave V3 where it has the pool's contract. This USDT pool on Avalanche is listed from the yields data only, with no contract Fin can reach on this network, so it is shown for comparison.",
    );
  });

  it('says nothing for a depositable row or a protocol Fin does not integrate', () => {
    expect(
      notDepositableReason({ ...row, poolAddress: '0x794a61358D6845594F94dc1DB02A252b5b4814aD' }),
    ).toBeUndefined();
    expect(notDepositableReason({ ...row, protocolSlug: 'ajna-v2', protocol: 'Ajna' })).toBeUndefined();
  });
});
