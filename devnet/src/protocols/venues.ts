// The captured venues of the yields list (@fin/shared/domain/deposit-venues: Spark Savings, Euler V2, Silo V2,
// SparkLend, Radiant V2, Benqi, dForce), each at its real address with a working contract of its shape:
// - ERC-4626 vaults: RateVault, compounding per second at the APY the list shows for the row (listed-apys.ts),
//   paid from a reserve the seed sends it;
// - Aave-style pools: the devnet's Aave Pool and AToken (it answers Aave V3's supply and Aave V2's deposit), a
//   borrower bringing each reserve to 60% utilization, where the rate curve pays suppliers the listed APY;
// - Compound-style markets: MToken (it answers Compound V2's mint(uint) and dForce's mint(address,uint)), with
//   the same borrower and the same calibration.
// - Compound V3 markets (Comet, USDT base): a supply rate curve with the listed APY as its base and flat slopes, so
//   suppliers earn it whatever the utilization, paid from a reserve the seed sends the market; a lender supplies.
// The borrowers arrive after the seed's month-long jump (seedVenueBorrowers): a month of interest would move the
// utilization, and with it the rate, away from the one the list shows.
import type { CapturedVenue } from '@fin/shared/domain/deposit/captured-venue';
import { CAPTURED_VENUES } from '@fin/shared/domain/deposit/venues';
import { getAsset, getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { Address } from 'viem';
import { aTokenAbi, cometAbi, mTokenAbi, poolAbi, rateVaultAbi } from '../abis';
import { BORROWER, DEPLOYER, LIQUIDITY_PROVIDER } from '../accounts';
import { type ChainContext, placeCode, send } from '../chain-context';
import { listedApy } from './listed-apys';
import { aprFromApy, perSecondRayFromApy, perSecondWad, ray, wad } from './rates';
import { approveMax, faucet, units } from './tokens';

const VAULT_INTEREST_RESERVE = 200_000;
const SEED_SUPPLY = 1_000_000;
const TARGET_UTILIZATION = 0.6;
/** Aave-style reserves: reserve factor 10%, kink at 90%; Compound-style markets: reserve factor 15%, kink 80%. */
const AAVE_RESERVE_FACTOR = 0.1;
const AAVE_OPTIMAL_USAGE = 0.9;
const MARKET_RESERVE_FACTOR = 0.15;

/**
 * Below the kink with no base rate the supply rate is slope × U/kink × U × (1 − reserve factor): the slope that
 * pays the listed APY at the seeded utilization.
 */
function slopeForListedApy(v: Placed, kink: number, reserveFactor: number): number {
  const u = TARGET_UTILIZATION;
  return (aprFromApy(listedApy(v.poolId)) * kink) / (u * u * (1 - reserveFactor));
}

type Placed = CapturedVenue & { token: Address; decimals: number; receiptAddress: Address };

function venuesOn(chainId: number): Placed[] {
  return CAPTURED_VENUES.flatMap((v) => {
    if (v.chainId !== chainId) return [];
    const token = getTokenAddress(v.asset, chainId);
    const receiptAddress = getTokenAddress(v.receipt, chainId);
    const decimals = getAsset(v.asset)?.decimals;
    return token && receiptAddress && decimals !== undefined
      ? [{ ...v, token, decimals, receiptAddress }]
      : [];
  });
}

async function deployVault(ctx: ChainContext, v: Placed): Promise<void> {
  await placeCode(ctx, v.pool, 'RateVault');
  await send(ctx, DEPLOYER.address, v.pool, rateVaultAbi, 'initialize', [
    DEPLOYER.address,
    v.token,
    v.decimals,
    getAsset(v.receipt)?.name ?? v.receipt,
    v.receipt,
    perSecondRayFromApy(listedApy(v.poolId)),
  ]);
}

async function deployAaveStyle(ctx: ChainContext, v: Placed, poolsPlaced: Set<Address>): Promise<void> {
  if (!poolsPlaced.has(v.pool)) {
    poolsPlaced.add(v.pool);
    await placeCode(ctx, v.pool, 'Pool');
    await send(ctx, DEPLOYER.address, v.pool, poolAbi, 'initialize', [DEPLOYER.address]);
  }
  await placeCode(ctx, v.receiptAddress, 'AToken');
  await send(ctx, DEPLOYER.address, v.receiptAddress, aTokenAbi, 'initialize', [
    v.pool,
    v.token,
    getAsset(v.receipt)?.name ?? v.receipt,
    v.receipt,
    v.decimals,
  ]);
  const strategy = {
    optimalUsageRatio: ray(AAVE_OPTIMAL_USAGE),
    baseVariableBorrowRate: 0n,
    variableRateSlope1: ray(slopeForListedApy(v, AAVE_OPTIMAL_USAGE, AAVE_RESERVE_FACTOR)),
    variableRateSlope2: ray(0.6),
  };
  await send(ctx, DEPLOYER.address, v.pool, poolAbi, 'initReserve', [
    v.token,
    v.receiptAddress,
    strategy,
    BigInt(AAVE_RESERVE_FACTOR * 10_000),
    7500n,
    7800n,
  ]);
}

async function deployMarket(ctx: ChainContext, v: Placed): Promise<void> {
  const receipt = getAsset(v.receipt);
  const shareDecimals = receipt?.decimals ?? 8;
  // Compound's starting rate, 0.02 underlying per token, in the mantissa's 18 + underlying − token decimals.
  const initialRate = (2n * 10n ** BigInt(16 + v.decimals)) / 10n ** BigInt(shareDecimals);
  await placeCode(ctx, v.pool, 'MToken');
  await send(ctx, DEPLOYER.address, v.pool, mTokenAbi, 'initialize', [
    DEPLOYER.address,
    v.token,
    receipt?.name ?? v.receipt,
    v.receipt,
    shareDecimals,
    initialRate,
    wad(MARKET_RESERVE_FACTOR),
    wad(0.85),
    {
      baseRatePerTimestamp: 0n,
      multiplierPerTimestamp: perSecondWad(slopeForListedApy(v, 1, MARKET_RESERVE_FACTOR)),
      jumpMultiplierPerTimestamp: perSecondWad(3),
      kink: wad(0.8),
    },
  ]);
}

async function deployComet(ctx: ChainContext, v: Placed): Promise<void> {
  const flat = (perSecondBase: bigint) => ({
    kink: wad(0.9),
    perSecondInterestRateSlopeLow: 0n,
    perSecondInterestRateSlopeHigh: 0n,
    perSecondInterestRateBase: perSecondBase,
  });
  const supplyRate = perSecondWad(aprFromApy(listedApy(v.poolId)));
  await placeCode(ctx, v.pool, 'Comet');
  await send(ctx, DEPLOYER.address, v.pool, cometAbi, 'initialize', [
    DEPLOYER.address,
    v.token,
    v.decimals,
    getAsset(v.receipt)?.name ?? v.receipt,
    v.receipt,
    flat(supplyRate),
    flat(supplyRate * 2n),
    units(100, v.decimals),
  ]);
}

/** A lender's supply, so each market has a holder whose balance shows the rate (and a reserve that pays it). */
async function seedComet(ctx: ChainContext, v: Placed): Promise<void> {
  await faucet(ctx, v.token, v.pool, units(VAULT_INTEREST_RESERVE, v.decimals));
  const supplied = units(100_000, v.decimals);
  await faucet(ctx, v.token, LIQUIDITY_PROVIDER.address, supplied);
  await approveMax(ctx, LIQUIDITY_PROVIDER.address, v.token, v.pool);
  await send(ctx, LIQUIDITY_PROVIDER.address, v.pool, cometAbi, 'supply', [v.token, supplied]);
}

export async function deployVenues(ctx: ChainContext): Promise<void> {
  const poolsPlaced = new Set<Address>();
  for (const v of venuesOn(ctx.chainId)) {
    if (v.shape === 'erc4626') await deployVault(ctx, v);
    else if (v.shape === 'aave-pool') await deployAaveStyle(ctx, v, poolsPlaced);
    else if (v.shape === 'comet') await deployComet(ctx, v);
    else await deployMarket(ctx, v);
  }
}

// One account supplies and borrows 60% back against its own supply: the utilization that makes the receipts
// accrue, in four transactions per market (a separate lender would add three more to the devnet's start).
async function seedAaveStyle(ctx: ChainContext, v: Placed): Promise<void> {
  const supplied = units(SEED_SUPPLY, v.decimals);
  await faucet(ctx, v.token, BORROWER.address, supplied);
  await approveMax(ctx, BORROWER.address, v.token, v.pool);
  await send(ctx, BORROWER.address, v.pool, poolAbi, 'supply', [v.token, supplied, BORROWER.address, 0]);
  const borrow = (supplied * BigInt(TARGET_UTILIZATION * 100)) / 100n;
  await send(ctx, BORROWER.address, v.pool, poolAbi, 'borrow', [v.token, borrow, 2n, 0, BORROWER.address]);
}

async function seedMarket(ctx: ChainContext, v: Placed): Promise<void> {
  const supplied = units(SEED_SUPPLY, v.decimals);
  await faucet(ctx, v.token, BORROWER.address, supplied);
  await approveMax(ctx, BORROWER.address, v.token, v.pool);
  await send(ctx, BORROWER.address, v.pool, mTokenAbi, 'mint', [supplied]);
  const borrow = (supplied * BigInt(TARGET_UTILIZATION * 100)) / 100n;
  await send(ctx, BORROWER.address, v.pool, mTokenAbi, 'borrow', [borrow]);
}

export async function seedVenues(ctx: ChainContext): Promise<void> {
  for (const v of venuesOn(ctx.chainId)) {
    if (v.shape === 'erc4626') await faucet(ctx, v.token, v.pool, units(VAULT_INTEREST_RESERVE, v.decimals));
    else if (v.shape === 'comet') await seedComet(ctx, v);
  }
}

/** The borrowers of the lending venues, once the chain has reached wall-clock time (see the top of this file). */
export async function seedVenueBorrowers(ctx: ChainContext): Promise<void> {
  for (const v of venuesOn(ctx.chainId)) {
    if (v.shape === 'aave-pool') await seedAaveStyle(ctx, v);
    else if (v.shape === 'compound-market') await seedMarket(ctx, v);
    // A Comet accrues linearly until touched: a month untouched would pay the next day a little less than the
    // listed APY (live markets are touched every block).
    else if (v.shape === 'comet')
      await send(ctx, LIQUIDITY_PROVIDER.address, v.pool, cometAbi, 'accrueAccount', [
        LIQUIDITY_PROVIDER.address,
      ]);
  }
}
