// Which move the agent may make through a grant, and how much: the optimizer's move into a granted pool, never more
// than the grant's daily cap leaves for today (the chain would refuse the rest), with the arithmetic of the amount
// it will move; nothing when the day's cap is used, the pool is not granted, or the smaller move would not pay. A
// move out of a position withdraws exactly what it deposits, and only from a pool the grant covers too.
import { AAVE_V3_POOL, COMPOUND_V3_COMET_USDC } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { OptimizerResult, Recommendation } from '@fin/shared/domain/optimizer/result';
import type { BalanceEntry } from '@fin/shared/domain/portfolio/balance';
import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem';
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

function grantOf(capUsdc: number, spentUsdc: number, ...venues: Address[]): GrantRecord {
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
    venues: (venues.length > 0 ? venues : [AAVE]).map((address) => ({
      chainId: BASE,
      address,
      kind: address === AAVE ? 'aave-v3' : 'compound-v3',
      name: address === AAVE ? 'Aave V3' : 'Compound V3',
    })),
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

const COMET = COMPOUND_V3_COMET_USDC[BASE] as Address;

/** 1,000 USDC supplied to Compound V3 on Base, as the portfolio reads it (the Comet is its own receipt). */
const IN_COMET: BalanceEntry = {
  asset: {
    symbol: 'cUSDCv3',
    name: 'Compound USDC',
    type: 'receipt',
    decimals: 6,
    address: COMET,
    protocol: 'Compound V3',
    underlyingAsset: 'USDC',
  },
  balance: '1000',
  rawBalance: '1000000000',
  valueUSD: 1000,
  chainId: BASE,
  chainName: 'Base',
};

/** The optimizer's move of that position into Aave V3 at +1.5 points. */
const cometToAave = {
  ...action,
  id: 'comet-base->aave-base',
  from: 'Compound V3@Base',
  fromProtocol: 'Compound V3',
  fromPositionId: `${BASE}:${COMET.toLowerCase()}`,
  economics: { ...action.economics, fromApy: 2.5, toApyAfter: 4, yearlyGainUsd: 15 },
};
const positionResult = {
  rebalancingActions: [cometToAave],
  recommendations: [recommendation],
} as unknown as OptimizerResult;

describe("the agent's move out of a position", () => {
  it('withdraws exactly what it deposits: the withdraw to the owner, then approve + deposit into the better pool', () => {
    const plan = firstGrantedMove(positionResult, grantOf(5000, 0, AAVE, COMET), USER, [IN_COMET]);
    expect(plan?.steps.map((s) => s.label)).toEqual([
      'Withdraw 1000 USDC from Compound V3 on Base',
      'Deposit 1000 USDC into Aave V3 on Base',
    ]);
    const [withdraw] = plan?.steps[0]?.calls ?? [];
    expect(withdraw?.to).toBe(COMET);
    const call = decodeFunctionData({
      abi: parseAbi(['function withdraw(address asset, uint256 amount)']),
      data: withdraw?.data as Hex,
    });
    expect(call.args).toEqual([getTokenAddress('USDC', BASE), 1_000_000_000n]);
    expect(plan?.steps[1]?.calls.map((c) => c.to)).toEqual([getTokenAddress('USDC', BASE), AAVE]);
    expect(plan?.arithmetic).toMatch(/^2\.50% → 4\.00% APY on \$1000\.00: \+\$15\.00 a year/);
  });

  it('moves no more than the day’s cap leaves, out of the position and into the pool alike', () => {
    const plan = firstGrantedMove(positionResult, grantOf(300, 0, AAVE, COMET), USER, [IN_COMET]);
    expect(plan?.amountUnits).toBe('300000000');
    expect(plan?.steps.map((s) => s.label)).toEqual([
      'Withdraw 300 USDC from Compound V3 on Base',
      'Deposit 300 USDC into Aave V3 on Base',
    ]);
  });

  it('makes no move out of a pool the grant does not cover, or a position the optimizer did not read', () => {
    expect(firstGrantedMove(positionResult, grantOf(5000, 0, AAVE), USER, [IN_COMET])).toBeNull();
    expect(firstGrantedMove(positionResult, grantOf(5000, 0, AAVE, COMET), USER, [])).toBeNull();
  });
});
