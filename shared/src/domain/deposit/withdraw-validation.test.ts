import { describe, expect, it } from 'vitest';
import { DEPOSIT_TESTNET_WARNING } from './messages';
import { checkWithdraw } from './withdraw-validation';

const base = {
  asset: 'USDC',
  chain: 'Base',
  chainId: 8453,
  decimals: 6,
  balance: 5_016_027_474n,
  walletChainId: 8453,
  whole: false,
};

describe('withdraw checks (the deposit dialog’s rules and words)', () => {
  it('refuses an empty, zero or malformed amount with the deposit messages', () => {
    expect(checkWithdraw({ ...base, amountText: '' })).toEqual({
      status: 'blocked',
      message: 'Enter an amount',
    });
    expect(checkWithdraw({ ...base, amountText: '0' })).toEqual({
      status: 'blocked',
      message: 'Amount must be greater than 0',
    });
    expect(checkWithdraw({ ...base, amountText: '1.1234567' })).toEqual({
      status: 'blocked',
      message: 'Use at most 6 decimal places',
    });
  });

  it('refuses more than the position holds, and testnets', () => {
    expect(checkWithdraw({ ...base, amountText: '6000' })).toEqual({
      status: 'blocked',
      message: 'Insufficient USDC in this position: it holds 5016.027474 USDC on Base',
    });
    expect(checkWithdraw({ ...base, amountText: '1', walletChainId: 84532 })).toEqual({
      status: 'blocked',
      message: DEPOSIT_TESTNET_WARNING,
    });
  });

  it('asks for a switch on another chain; the whole balance (or Max) means everything', () => {
    expect(checkWithdraw({ ...base, amountText: '100', walletChainId: 1 })).toEqual({
      status: 'switch',
      amount: 100_000_000n,
      whole: false,
      chainId: 8453,
    });
    expect(checkWithdraw({ ...base, amountText: '5016.027474' })).toEqual({
      status: 'ready',
      amount: 5_016_027_474n,
      whole: true,
    });
  });
});
