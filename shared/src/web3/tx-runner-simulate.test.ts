// What a user reads when a call would revert, and the one check before calls go to the wallet as one batch.
import { type Address, BaseError, encodeErrorResult, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { approveStep, TxSimulationError, writeStep } from './tx-plan';
import { revertReason, simulatedTogether } from './tx-runner-simulate';

const user: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const usdc: Address = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const vault: Address = '0xeE8F4eC5672F09119b96Ab6fB59C27E1b7e44b61';

describe('revertReason', () => {
  const abi = parseAbi(['error InsufficientLiquidity(uint256 available)']);

  it('names the contract’s own error with its arguments when the ABI knows it, however deep the cause', () => {
    const data = encodeErrorResult({ abi, errorName: 'InsufficientLiquidity', args: [42n] });
    const error = new BaseError('Execution reverted', {
      cause: new BaseError('inner', { cause: Object.assign(new Error('x'), { data }) }),
    });
    expect(revertReason(error, abi)).toBe('InsufficientLiquidity(42)');
  });

  it('prefers the revert string, and otherwise says viem’s short message without its full stop', () => {
    expect(
      revertReason(Object.assign(new Error('x'), { reason: 'ERC20: transfer amount exceeds balance' })),
    ).toBe('ERC20: transfer amount exceeds balance');
    expect(revertReason(new BaseError('Execution reverted.'))).toBe('Execution reverted');
    expect(revertReason(new Error('boom\nstack'))).toBe('boom');
    expect(revertReason('plain')).toBe('plain');
  });
});

describe('simulatedTogether', () => {
  const steps = [
    approveStep({ chainId: 8453, token: usdc, spender: vault, amount: 1n, symbol: 'USDC' }),
    writeStep({
      chainId: 8453,
      id: 'deposit',
      label: 'Depositing USDC...',
      call: { to: vault, data: '0x6e553f65' },
    }),
  ];

  it('says sound when every call succeeds and not simulated when the chain cannot run a sequence', async () => {
    expect(await simulatedTogether({ simulateSequence: async () => null }, user, steps)).toBe(true);
    expect(await simulatedTogether({ simulateSequence: async () => undefined }, user, steps)).toBe(false);
  });

  it('throws naming the call that would fail, after telling the caller its index', async () => {
    const failed: number[] = [];
    const run = simulatedTogether(
      { simulateSequence: async () => ({ index: 1, error: { reason: 'paused' } }) },
      user,
      steps,
      (i) => failed.push(i),
    );
    await expect(run).rejects.toThrow(TxSimulationError);
    await expect(run).rejects.toThrow('Depositing USDC would fail: paused. Nothing was sent.');
    expect(failed).toEqual([1]);
  });
});
