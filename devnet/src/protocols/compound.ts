// Compound V3 Comet USDC markets (cUSDC) and their seed: a lender, the demo wallet's supply on Arbitrum, and a
// borrower posting USDT collateral to bring each market to its target utilization.
import { COMPOUND_V3_COMET_USDC } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { Address } from 'viem';
import { cometAbi } from '../abis';
import { BORROWER, DEMO_ACCOUNT, DEPLOYER, LIQUIDITY_PROVIDER } from '../accounts';
import { type ChainContext, placeCode, send } from '../chain-context';
import { CHAIN_RATE_FACTOR, perSecondWad, wad } from './rates';
import { approveMax, faucet, POLYGON_USDC_E, units } from './tokens';

const LENDER_SUPPLY = 1_500_000;
const BORROWER_COLLATERAL = 2_000_000;
const TARGET_UTILIZATION = 0.82;
export const DEMO_COMPOUND_ARBITRUM_USDC = 4_000;

/** The Comet's base token: native USDC, except bridged USDC.e on Polygon (as on mainnet). */
export function cometBaseToken(chainId: number): Address | undefined {
  return chainId === 137 ? POLYGON_USDC_E : getTokenAddress('USDC', chainId);
}

export async function deployCompound(ctx: ChainContext): Promise<void> {
  const comet = COMPOUND_V3_COMET_USDC[ctx.chainId];
  const base = cometBaseToken(ctx.chainId);
  const usdt = getTokenAddress('USDT', ctx.chainId);
  if (!comet || !base || !usdt) return;
  const f = CHAIN_RATE_FACTOR[ctx.chainId] ?? 1;
  await placeCode(ctx, comet, 'Comet');
  // Curves shaped like cUSDCv3's: supply 0 -> ~5.3% at the 90% kink, borrow 1.5% base -> ~6.8% at the kink.
  await send(ctx, DEPLOYER.address, comet, cometAbi, 'initialize', [
    DEPLOYER.address,
    base,
    6,
    'Compound USDC',
    'cUSDCv3',
    {
      kink: wad(0.9),
      perSecondInterestRateSlopeLow: perSecondWad(0.059 * f),
      perSecondInterestRateSlopeHigh: perSecondWad(3.6),
      perSecondInterestRateBase: 0n,
    },
    {
      kink: wad(0.9),
      perSecondInterestRateSlopeLow: perSecondWad(0.06 * f),
      perSecondInterestRateSlopeHigh: perSecondWad(3.6),
      perSecondInterestRateBase: perSecondWad(0.015),
    },
    units(100, 6),
  ]);
  await send(ctx, DEPLOYER.address, comet, cometAbi, 'addAsset', [usdt, 6, 100_000_000n, wad(0.85)]);
}

export async function seedCompound(ctx: ChainContext): Promise<void> {
  const comet = COMPOUND_V3_COMET_USDC[ctx.chainId];
  const base = cometBaseToken(ctx.chainId);
  const usdt = getTokenAddress('USDT', ctx.chainId);
  if (!comet || !base || !usdt) return;
  await faucet(ctx, base, LIQUIDITY_PROVIDER.address, units(LENDER_SUPPLY, 6));
  await approveMax(ctx, LIQUIDITY_PROVIDER.address, base, comet);
  await send(ctx, LIQUIDITY_PROVIDER.address, comet, cometAbi, 'supply', [base, units(LENDER_SUPPLY, 6)]);
  if (ctx.chainId === 42161) {
    await faucet(ctx, base, DEMO_ACCOUNT.address, units(DEMO_COMPOUND_ARBITRUM_USDC, 6));
    await approveMax(ctx, DEMO_ACCOUNT.address, base, comet);
    await send(ctx, DEMO_ACCOUNT.address, comet, cometAbi, 'supply', [
      base,
      units(DEMO_COMPOUND_ARBITRUM_USDC, 6),
    ]);
  }
  await faucet(ctx, usdt, BORROWER.address, units(BORROWER_COLLATERAL, 6));
  await approveMax(ctx, BORROWER.address, usdt, comet);
  await send(ctx, BORROWER.address, comet, cometAbi, 'supply', [usdt, units(BORROWER_COLLATERAL, 6)]);
  const supplied = await ctx.publicClient.readContract({
    address: comet,
    abi: cometAbi,
    functionName: 'totalSupply',
  });
  const borrow = (supplied * BigInt(Math.round(TARGET_UTILIZATION * 10_000))) / 10_000n;
  await send(ctx, BORROWER.address, comet, cometAbi, 'withdraw', [base, borrow]);
}
