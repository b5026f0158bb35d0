// The agent's gas for moves: what one move may cost, whether the account holds it, what the panel offers to send.
import { parseEther, parseGwei } from 'viem';
import { describe, expect, it } from 'vitest';
import { gasTopUpWei, holdsMoveGas, moveGasWei, upToTwoDigits } from './move-gas';

describe("the agent's gas for moves", () => {
  it('a move may cost 2,000,000 gas at the network’s price', () => {
    expect(moveGasWei(parseGwei('1'))).toBe(parseEther('0.002'));
  });

  it('holds enough for a move from that figure up, not below', () => {
    expect(holdsMoveGas(parseEther('0.002'), parseGwei('1'))).toBe(true);
    expect(holdsMoveGas(parseEther('0.0019'), parseGwei('1'))).toBe(false);
  });

  it('offers five moves’ gas less what the account holds, rounded up to two significant digits', () => {
    expect(gasTopUpWei(0n, parseGwei('1'))).toBe(parseEther('0.01'));
    expect(gasTopUpWei(parseEther('0.0033'), parseGwei('1'))).toBe(parseEther('0.0067'));
    // Base's ~0.012 gwei: 0.00012 ETH for five moves.
    expect(gasTopUpWei(0n, parseGwei('0.0123'))).toBe(parseEther('0.00013'));
    expect(gasTopUpWei(1n, parseGwei('1'))).toBe(parseEther('0.01'));
  });

  it('says an amount to two significant digits, rounded up', () => {
    expect(upToTwoDigits(2_000_000_198_000_000n)).toBe(parseEther('0.0021'));
    expect(upToTwoDigits(parseEther('0.002'))).toBe(parseEther('0.002'));
    expect(upToTwoDigits(99n)).toBe(99n);
  });

  it('offers nothing when the account holds five moves’ gas', () => {
    expect(gasTopUpWei(parseEther('0.01'), parseGwei('1'))).toBe(0n);
  });
});
