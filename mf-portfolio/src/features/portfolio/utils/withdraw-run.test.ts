// What the Withdraw dialog asks the wallet for: a switch to the row's chain, then the venue's one withdraw; Max
// takes everything by shares, an amount takes that amount of the underlying.
import { AAVE_V3_WITHDRAW_ABI, MOONWELL_REDEEM_ABI } from '@fin/shared/domain/deposit/withdraw-abis';
import { withdrawVenue } from '@fin/shared/domain/deposit/withdraw-plan';
import { testEntry } from '@fin/shared/testing/portfolio-test-entries';
import { type Address, decodeFunctionData, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { withdrawTxPlan } from './withdraw-run';

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function planOf(entry: ReturnType<typeof testEntry>, asked: { amount: bigint; whole: boolean }) {
  const venue = withdrawVenue(entry);
  if (!venue) throw new Error('the row has a venue');
  const run = withdrawTxPlan(entry, venue, USER, asked);
  if (!run) throw new Error('a plan');
  return run;
}

describe('withdrawTxPlan', () => {
  it('switches to the row’s chain, then withdraws the amount asked from Aave to the user', () => {
    const { plan, label } = planOf(testEntry('aUSDC', 8453, '5000'), { amount: 100_000_000n, whole: false });
    expect(label).toBe('Withdrawing USDC from Aave V3...');
    expect(plan.steps.map((s) => [s.kind, s.chainId])).toEqual([
      ['switch', 8453],
      ['write', 8453],
    ]);
    const write = plan.steps[1];
    if (write?.kind !== 'write') throw new Error('a write');
    const { args } = decodeFunctionData({ abi: AAVE_V3_WITHDRAW_ABI, data: write.call.data });
    expect(args?.[1]).toBe(100_000_000n);
    expect(args?.[2]).toBe(USER);
  });

  it('takes everything on Max: Aave’s type(uint256).max, Moonwell’s share count', () => {
    const aave = planOf(testEntry('aUSDC', 8453, '5000'), { amount: 5_000_000_000n, whole: true }).plan
      .steps[1];
    if (aave?.kind !== 'write') throw new Error('a write');
    expect(decodeFunctionData({ abi: AAVE_V3_WITHDRAW_ABI, data: aave.call.data }).args?.[1]).toBe(
      maxUint256,
    );
    const entry = testEntry('mwUSDC', 8453, '10', { rawShares: '48000000000' });
    const moonwell = planOf(entry, { amount: 1n, whole: true }).plan.steps[1];
    if (moonwell?.kind !== 'write') throw new Error('a write');
    const redeem = decodeFunctionData({ abi: MOONWELL_REDEEM_ABI, data: moonwell.call.data });
    expect(redeem.functionName).toBe('redeem');
    expect(redeem.args?.[0]).toBe(BigInt(entry.rawShares ?? entry.rawBalance));
  });
});
