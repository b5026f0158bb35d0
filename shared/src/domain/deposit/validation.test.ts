import { describe, expect, it } from 'vitest';
import { NETWORK_SWITCH_CANCELLED } from '../wallet/network-switch';
import {
  DEPOSIT_CANCELLED,
  depositErrorText,
  depositFooter,
  depositSwitchErrorText,
  integrationComingSoon,
  tokenNotConfigured,
} from './messages';
import { checkDeposit, type DepositCheckInput } from './validation';

const base: DepositCheckInput = {
  amountText: '100',
  protocol: 'Aave V3',
  asset: 'USDC',
  chain: 'Base',
  chainId: 8453,
  poolAddress: '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5',
  tokenAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  nativeDeposit: false,
  decimals: 6,
  walletChainId: 8453,
  balance: 500_000_000n,
  minDeposit: 0,
  maxDeposit: null,
};

const check = (over: Partial<DepositCheckInput>) => checkDeposit({ ...base, ...over });

describe('deposit validation', () => {
  it('is ready with a valid amount on the pool chain', () => {
    expect(check({})).toEqual({ status: 'ready', amount: 100_000_000n });
  });

  it('requires an amount greater than 0', () => {
    for (const amountText of ['', '0', '-5', 'abc', '1.1234567']) {
      expect(check({ amountText })).toMatchObject({ status: 'blocked', reason: 'amount' });
    }
  });

  it('warns on the testnets', () => {
    for (const id of [84532, 11155111, 421614, 5, 420]) {
      expect(check({ walletChainId: id })).toEqual({
        status: 'blocked',
        reason: 'testnet',
        message: '⚠️ Please switch to mainnet. Testnet networks are not supported.',
      });
    }
  });

  it('says the integration is coming soon without a protocol address', () => {
    for (const poolAddress of [null, '', 'n/a', '0x0000000000000000000000000000000000000000']) {
      expect(check({ poolAddress, protocol: 'Euler V2' })).toEqual({
        status: 'blocked',
        reason: 'coming-soon',
        message: 'Euler V2 integration coming soon!',
      });
    }
  });

  it('names an unconfigured token and chain', () => {
    expect(check({ tokenAddress: undefined, asset: 'PYUSD', chain: 'Base' })).toMatchObject({
      reason: 'token',
      message: 'PYUSD not yet configured for Base',
    });
    expect(check({ tokenAddress: undefined, nativeDeposit: true })).toMatchObject({ status: 'ready' });
  });

  it("checks the pool's limits and the wallet balance before anything is signed", () => {
    expect(check({ amountText: '0.5', minDeposit: 1 })).toMatchObject({
      reason: 'min',
      message: 'Minimum deposit is 1 USDC',
    });
    expect(check({ amountText: '10000001', maxDeposit: 10_000_000, balance: 10n ** 15n })).toMatchObject({
      reason: 'max',
      message: 'Maximum deposit is 10,000,000 USDC',
    });
    expect(check({ amountText: '500.000001' })).toMatchObject({
      reason: 'balance',
      message: 'Insufficient USDC balance: you have 500 USDC on Base',
    });
    expect(check({ amountText: '500' })).toMatchObject({ status: 'ready' });
  });

  it('asks for a switch first when the wallet is on another mainnet (or not known yet)', () => {
    expect(check({ walletChainId: 1 })).toEqual({ status: 'switch', amount: 100_000_000n, chainId: 8453 });
    expect(check({ walletChainId: undefined })).toMatchObject({ status: 'switch' });
  });
});

describe('deposit messages', () => {
  it('formats the spec texts', () => {
    expect(integrationComingSoon('Beefy')).toBe('Beefy integration coming soon!');
    expect(tokenNotConfigured('DAI', 'Base')).toBe('DAI not yet configured for Base');
    expect(depositFooter('Aave V3', true)).toBe('Direct deposit to the Aave V3 contract');
    expect(depositFooter('Beefy', false)).toBe('Beefy integration coming soon');
  });

  it('reads a wallet rejection (code 4001, however deep) as a cancellation', () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const wrapped = new Error('ContractFunctionExecutionError', { cause: { cause: rejection } });
    expect(depositErrorText(wrapped)).toBe(DEPOSIT_CANCELLED);
    expect(depositSwitchErrorText(rejection, 'Base')).toBe(NETWORK_SWITCH_CANCELLED);
  });

  it("shows other errors as 'Error: …', shortened to 100 characters with hashes shortened", () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const text = depositErrorText(new Error(`execution reverted for ${hash}: ${'x'.repeat(200)}`));
    expect(text.startsWith('Error: execution reverted for 0xabab...abab: ')).toBe(true);
    expect(text).toHaveLength(100);
    expect(text.endsWith('...')).toBe(true);
  });

  it("turns a failed switch into the spec's manual-switch advice", () => {
    expect(depositSwitchErrorText(new Error('Failed to switch to Base after 3 attempts'), 'Base')).toBe(
      'Failed to switch to Base. Please switch manually.',
    );
    expect(depositSwitchErrorText(new Error(NETWORK_SWITCH_CANCELLED), 'Base')).toBe(
      NETWORK_SWITCH_CANCELLED,
    );
  });
});
