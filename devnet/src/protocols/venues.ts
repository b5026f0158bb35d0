// The captured venues of the yields list (@fin/shared/domain/deposit-venues: Spark Savings, Euler V2, Silo V2,
// SparkLend, Radiant V2, Benqi, dForce), each at its real address with a working contract of its shape:
// - ERC-4626 vaults: RateVault, 5% a year compounded per second, paid from a reserve the seed sends it;
// - Aave-style pools: the devnet's Aave Pool and AToken (it answers Aave V3's supply and Aave V2's deposit), a
//   borrower bringing each reserve to 60% utilization so the receipts accrue;
// - Compound-style markets: MToken (it answers Compound V2's mint(uint) and dForce's mint(address,uint)), with
//   the same borrower.
import { CAPTURED_VENUES, type CapturedVenue } from '@fin/shared/domain/deposit/venues';
import { getAsset, getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { Address } from 'viem';
import { aTokenAbi, mTokenAbi, poolAbi, rateVaultAbi } from '../abis';
import { BORROWER, DEPLOYER } from '../accounts';
import { type ChainContext, placeCode, send } from '../chain-context';
import { perSecondWad, ray, wad } from './rates';
import { DSR_5_PERCENT } from './sky';
import { approveMax, faucet, units } from './tokens';

const VAULT_INTEREST_RESERVE = 200_000;
const SEED_SUPPLY = 1_000_000;
const TARGET_UTILIZATION = 0.6;

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
    DSR_5_PERCENT,
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
    optimalUsageRatio: ray(0.9),
    baseVariableBorrowRate: 0n,
    variableRateSlope1: ray(0.07),
    variableRateSlope2: ray(0.6),
  };
  await send(ctx, DEPLOYER.address, v.pool, poolAbi, 'initReserve', [
    v.token,
    v.receiptAddress,
    strategy,
    1000n,
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
    wad(0.15),
    wad(0.85),
    {
      baseRatePerTimestamp: 0n,
      multiplierPerTimestamp: perSecondWad(0.09),
      jumpMultiplierPerTimestamp: perSecondWad(3),
      kink: wad(0.8),
    },
  ]);
}

export async function deployVenues(ctx: ChainContext): Promise<void> {
  const poolsPlaced = new Set<Address>();
  for (const v of venuesOn(ctx.chainId)) {
    if (v.shape === 'erc4626') await deployVault(ctx, v);
    else if (v.shape === 'aave-pool') await deployAaveStyle(ctx, v, poolsPlaced);
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
    if (v.shape === 'erc4626') {
      await faucet(ctx, v.token, v.pool, units(VAULT_INTEREST_RESERVE, v.decimals));
    } else if (v.shape === 'aave-pool') await seedAaveStyle(ctx, v);
    else await seedMarket(ctx, v);
  }
}
