// Which move the agent may make through a grant, and how much: the optimizer's move into a granted pool, never more
// than the grant's daily cap leaves for today (the chain would refuse the rest), with the arithmetic of the amount
// it will move; nothing when the day's cap is used, the pool is not granted, or the smaller move would not pay.
import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import type { OptimizerResult, Recommendation } from '@fin/shared/domain/optimizer/result';
import type { Address, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { firstGrantedMove } from '../src/modules/autopilot/move-plan';
import type { GrantRecord } from '../src/modules/grants/port';
import { idleToAave } from './support/autopilot-moves';

const BASE = 8453;
const AAVE = AAVE_V3_POOL[BASE] as Address;
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;

const action = idleToAave(1000, 4, 0.1);

const recommendation = { id: 'aave-v3-base-usdc', poolAddress: AAVE } as Recommendation;
const result = {
  rebalancingActions: [action],
  recommendations: [recommendation],
} as unknown as OptimizerResult;

function grantOf(capUsdc: number, spentUsdc: number, venue: Address = AAVE): GrantRecord {
  const g = {
    id: 1,
    chainId: BASE,
    dailyCapUnits: BigInt(capUsdc * 1e6),
    spentTodayUnits: BigInt(spentUsdc * 1e6),
    expiresAt: new Date(Date.now() + 86_400_000),
    callsLeft: 10,
    delegationHash: `0x${'ab'.repeat(32)}` as Hex,
  };
  return {
    wallet: USER,
    venues: [{ chainId: BASE, address: venue, kind: 'aave-v3', name: 'Aave V3' }],
    dailyCapUnits: g.dailyCapUnits,
    spentTodayUnits: g.spentTodayUnits,
    expiresAt: g.expiresAt,
    movesLeft: 10,
    revoked: false,
    grants: [g],
  } as unknown as GrantRecord;
}

describe("the agent's move through a grant", () => {
  it('moves what the optimizer proposes when the day’s cap leaves room for it', () => {
    const plan = firstGrantedMove(result, grantOf(5000, 0), USER);
    expect(plan?.amountUnits).toBe('1000000000');
    expect(plan?.steps[0]?.label).toBe('Deposit 1000 USDC into Aave V3 on Base');
    expect(plan?.arithmetic).toMatch(/^0\.00% → 4\.00% APY on \$1000\.00: \+\$40\.00 a year/);
  });

  it('moves no more than the cap leaves today, with the arithmetic of that amount', () => {
    const plan = firstGrantedMove(result, grantOf(500, 100), USER);
    expect(plan?.amountUnits).toBe('400000000');
    expect(plan?.steps[0]?.label).toBe('Deposit 400 USDC into Aave V3 on Base');
    expect(plan?.arithmetic).toMatch(/^0\.00% → 4\.00% APY on \$400\.00: \+\$16\.00 a year; costs \$0\.10/);
  });

  it('makes no move when the day’s cap is used, the pool is not granted, or the smaller move would not pay', () => {
    expect(firstGrantedMove(result, grantOf(500, 500), USER)).toBeNull();
    const other = '0x0000000000000000000000000000000000000bad' as Address;
    expect(firstGrantedMove(result, grantOf(5000, 0, other), USER)).toBeNull();
    // 1 USDC at +4% earns under a cent in 30 days: less than its $0.10 of gas.
    expect(firstGrantedMove(result, grantOf(1, 0), USER)).toBeNull();
  });
});
