// Moonwell mUSDC (the mwUSDC receipt) on Base and Optimism, and its seed: a lender and a borrower that
// supplies and borrows USDC against its own mUSDC to bring the market to its target utilization.
import { MOONWELL_MUSDC } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { mTokenAbi } from '../abis';
import { BORROWER, DEPLOYER, LIQUIDITY_PROVIDER } from '../accounts';
import { type ChainContext, placeCode, send } from '../chain-context';
import { CHAIN_RATE_FACTOR, perSecondWad, wad } from './rates';
import { approveMax, faucet, units } from './tokens';

const LENDER_SUPPLY = 300_000;
const BORROWER_SUPPLY = 2_500_000;
const TARGET_UTILIZATION = 0.75;

export async function deployMoonwell(ctx: ChainContext): Promise<void> {
  const mToken = MOONWELL_MUSDC[ctx.chainId];
  const usdc = getTokenAddress('USDC', ctx.chainId);
  if (!mToken || !usdc) return;
  const f = CHAIN_RATE_FACTOR[ctx.chainId] ?? 1;
  await placeCode(ctx, mToken, 'MToken');
  // 0.0002 USDC per mUSDC at launch, as Moonwell's markets start; jump-rate model with an 80% kink.
  await send(ctx, DEPLOYER.address, mToken, mTokenAbi, 'initialize', [
    DEPLOYER.address,
    usdc,
    'Moonwell USDC',
    'mUSDC',
    8,
    2n * 10n ** 14n,
    wad(0.15),
    wad(0.88),
    {
      baseRatePerTimestamp: 0n,
      multiplierPerTimestamp: perSecondWad(0.0867 * f),
      jumpMultiplierPerTimestamp: perSecondWad(3),
      kink: wad(0.8),
    },
  ]);
}

export async function seedMoonwell(ctx: ChainContext): Promise<void> {
  const mToken = MOONWELL_MUSDC[ctx.chainId];
  const usdc = getTokenAddress('USDC', ctx.chainId);
  if (!mToken || !usdc) return;
  await faucet(ctx, usdc, LIQUIDITY_PROVIDER.address, units(LENDER_SUPPLY, 6));
  await approveMax(ctx, LIQUIDITY_PROVIDER.address, usdc, mToken);
  await send(ctx, LIQUIDITY_PROVIDER.address, mToken, mTokenAbi, 'mint', [units(LENDER_SUPPLY, 6)]);
  await faucet(ctx, usdc, BORROWER.address, units(BORROWER_SUPPLY, 6));
  await approveMax(ctx, BORROWER.address, usdc, mToken);
  await send(ctx, BORROWER.address, mToken, mTokenAbi, 'mint', [units(BORROWER_SUPPLY, 6)]);
  const cash = await ctx.publicClient.readContract({
    address: mToken,
    abi: mTokenAbi,
    functionName: 'getCash',
  });
  const borrow = (cash * BigInt(Math.round(TARGET_UTILIZATION * 10_000))) / 10_000n;
  await send(ctx, BORROWER.address, mToken, mTokenAbi, 'borrow', [borrow]);
}
