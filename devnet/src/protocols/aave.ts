// Aave V3 Pool and aTokens (aUSDC, aUSDT, aDAI) on every chain with a registry pool, and their seed: a lender,
// the demo wallet's aUSDC on Base, and a looping borrower that sets each reserve's utilization.
import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { Address } from 'viem';
import { aTokenAbi, poolAbi } from '../abis';
import { BORROWER, DEMO_ACCOUNT, DEPLOYER, LIQUIDITY_PROVIDER } from '../accounts';
import { type ChainContext, placeCode, send } from '../chain-context';
import { CHAIN_RATE_FACTOR, ray } from './rates';
import { approveMax, faucet, units } from './tokens';

const PREFIX: Record<number, string> = {
  1: 'Eth',
  8453: 'Bas',
  42161: 'Arb',
  43114: 'Ava',
  10: 'Opt',
  137: 'Pol',
};

type ReserveSpec = {
  underlying: 'USDC' | 'USDT' | 'DAI';
  receipt: 'aUSDC' | 'aUSDT' | 'aDAI';
  decimals: number;
  optimal: number;
  slope1: number;
  slope2: number;
  /** Utilization the seed borrower brings the reserve to. */
  targetUtilization: number;
};

const RESERVES: readonly ReserveSpec[] = [
  {
    underlying: 'USDC',
    receipt: 'aUSDC',
    decimals: 6,
    optimal: 0.92,
    slope1: 0.065,
    slope2: 0.6,
    targetUtilization: 0.7,
  },
  {
    underlying: 'USDT',
    receipt: 'aUSDT',
    decimals: 6,
    optimal: 0.92,
    slope1: 0.07,
    slope2: 0.6,
    targetUtilization: 0.66,
  },
  {
    underlying: 'DAI',
    receipt: 'aDAI',
    decimals: 18,
    optimal: 0.9,
    slope1: 0.08,
    slope2: 0.75,
    targetUtilization: 0.6,
  },
];

const LENDER_SUPPLY = 100_000;
const BORROWER_COLLATERAL = 2_000_000;
export const DEMO_AAVE_BASE_USDC = 5_000;

type ListedReserve = ReserveSpec & { asset: Address; aToken: Address };

export function listedReserves(chainId: number): ListedReserve[] {
  return RESERVES.flatMap((r) => {
    const asset = getTokenAddress(r.underlying, chainId);
    const aToken = getTokenAddress(r.receipt, chainId);
    return asset && aToken ? [{ ...r, asset, aToken }] : [];
  });
}

export async function deployAave(ctx: ChainContext): Promise<void> {
  const pool = AAVE_V3_POOL[ctx.chainId];
  if (!pool) return;
  await placeCode(ctx, pool, 'Pool');
  await send(ctx, DEPLOYER.address, pool, poolAbi, 'initialize', [DEPLOYER.address]);
  const factor = CHAIN_RATE_FACTOR[ctx.chainId] ?? 1;
  for (const r of listedReserves(ctx.chainId)) {
    await placeCode(ctx, r.aToken, 'AToken');
    await send(ctx, DEPLOYER.address, r.aToken, aTokenAbi, 'initialize', [
      pool,
      r.asset,
      `Aave ${ctx.name} ${r.underlying}`,
      `a${PREFIX[ctx.chainId] ?? ''}${r.underlying}`,
      r.decimals,
    ]);
    const strategy = {
      optimalUsageRatio: ray(r.optimal),
      baseVariableBorrowRate: 0n,
      variableRateSlope1: ray(r.slope1 * factor),
      variableRateSlope2: ray(r.slope2),
    };
    // Reserve factor 10%, LTV 75%, liquidation threshold 78%: Aave's USDC parameters.
    await send(ctx, DEPLOYER.address, pool, poolAbi, 'initReserve', [
      r.asset,
      r.aToken,
      strategy,
      1000n,
      7500n,
      7800n,
    ]);
  }
}

export async function seedAave(ctx: ChainContext): Promise<void> {
  const pool = AAVE_V3_POOL[ctx.chainId];
  if (!pool) return;
  const reserves = listedReserves(ctx.chainId);
  for (const r of reserves) {
    await faucet(ctx, r.asset, LIQUIDITY_PROVIDER.address, units(LENDER_SUPPLY, r.decimals));
    await approveMax(ctx, LIQUIDITY_PROVIDER.address, r.asset, pool);
    await send(ctx, LIQUIDITY_PROVIDER.address, pool, poolAbi, 'supply', [
      r.asset,
      units(LENDER_SUPPLY, r.decimals),
      LIQUIDITY_PROVIDER.address,
      0,
    ]);
  }
  if (ctx.chainId === 8453) {
    const usdc = getTokenAddress('USDC', ctx.chainId)!;
    await faucet(ctx, usdc, DEMO_ACCOUNT.address, units(DEMO_AAVE_BASE_USDC, 6));
    await approveMax(ctx, DEMO_ACCOUNT.address, usdc, pool);
    await send(ctx, DEMO_ACCOUNT.address, pool, poolAbi, 'supply', [
      usdc,
      units(DEMO_AAVE_BASE_USDC, 6),
      DEMO_ACCOUNT.address,
      0,
    ]);
  }
  // The borrower supplies each stablecoin as collateral, then borrows each back to the target utilization.
  for (const r of reserves) {
    await faucet(ctx, r.asset, BORROWER.address, units(BORROWER_COLLATERAL, r.decimals));
    await approveMax(ctx, BORROWER.address, r.asset, pool);
    await send(ctx, BORROWER.address, pool, poolAbi, 'supply', [
      r.asset,
      units(BORROWER_COLLATERAL, r.decimals),
      BORROWER.address,
      0,
    ]);
  }
  for (const r of reserves) {
    const supplied = await ctx.publicClient.readContract({
      address: r.aToken,
      abi: aTokenAbi,
      functionName: 'totalSupply',
    });
    const borrow = (supplied * BigInt(Math.round(r.targetUtilization * 10_000))) / 10_000n;
    await send(ctx, BORROWER.address, pool, poolAbi, 'borrow', [r.asset, borrow, 2n, 0, BORROWER.address]);
  }
}
