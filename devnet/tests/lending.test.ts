// Aave V3, Compound V3 and Moonwell stand-ins: a deposit earns at the pool's current rate as chain time
// passes, and withdrawing returns principal plus that interest.
import { AAVE_V3_POOL, COMPOUND_V3_COMET_USDC, MOONWELL_MUSDC } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { maxUint256, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { cometAbi, mTokenAbi, poolAbi, tokenAbi } from '../src/abis';
import { balanceOf, devnet, fund, keepChainStatePerFile, revertOf, spare, write } from './helpers';

const MONTH = 30 * 86_400;
const YEAR = 365 * 86_400;
const PRINCIPAL = parseUnits('10000', 6);
const user = spare(2);

keepChainStatePerFile();

describe('Aave V3 pool on Ethereum', () => {
  const chainId = 1;
  const pool = AAVE_V3_POOL[chainId]!;
  const usdc = getTokenAddress('USDC', chainId)!;
  const aUsdc = getTokenAddress('aUSDC', chainId)!;

  it("reports the reserve in Aave's layout with a live supply rate from utilization", async () => {
    const reserve = await devnet
      .publicClient(chainId)
      .readContract({ address: pool, abi: poolAbi, functionName: 'getReserveData', args: [usdc] });
    expect(reserve.aTokenAddress).toBe(aUsdc);
    const apr = Number(reserve.currentLiquidityRate) / 1e27;
    expect(apr).toBeGreaterThan(0.02);
    expect(apr).toBeLessThan(0.15);
    expect(Number((reserve.configuration.data >> 48n) & 0xffn)).toBe(6);
  });

  it('grows an aUSDC balance with time and pays principal plus interest on withdraw', async () => {
    await fund(chainId, usdc, user.address, PRINCIPAL);
    await write(chainId, user, usdc, tokenAbi, 'approve', [pool, maxUint256]);
    await write(chainId, user, pool, poolAbi, 'supply', [usdc, PRINCIPAL, user.address, 0]);
    const start = await balanceOf(chainId, aUsdc, user.address);
    expect(Number(start - PRINCIPAL)).toBeLessThanOrEqual(1);
    const { currentLiquidityRate } = await devnet
      .publicClient(chainId)
      .readContract({ address: pool, abi: poolAbi, functionName: 'getReserveData', args: [usdc] });

    await devnet.increaseTime(MONTH, { chainId });
    const grown = await balanceOf(chainId, aUsdc, user.address);
    const expected = (Number(PRINCIPAL) * Number(currentLiquidityRate) * MONTH) / 1e27 / YEAR;
    expect(Number(grown - start)).toBeGreaterThan(expected * 0.95);
    expect(Number(grown - start)).toBeLessThan(expected * 1.05);

    const walletBefore = await balanceOf(chainId, usdc, user.address);
    await write(chainId, user, pool, poolAbi, 'withdraw', [usdc, maxUint256, user.address]);
    const received = (await balanceOf(chainId, usdc, user.address)) - walletBefore;
    expect(received).toBeGreaterThanOrEqual(grown);
    expect(received).toBeGreaterThan(PRINCIPAL);
    expect(await balanceOf(chainId, aUsdc, user.address)).toBe(0n);
  });

  it('refuses a borrow the collateral cannot cover', async () => {
    const reason = await revertOf(chainId, user.address, pool, poolAbi, 'borrow', [
      usdc,
      PRINCIPAL,
      2n,
      0,
      user.address,
    ]);
    expect(reason).toMatch(/COLLATERAL/);
  });
});

describe('Compound V3 Comet on Optimism', () => {
  const chainId = 10;
  const comet = COMPOUND_V3_COMET_USDC[chainId]!;
  const usdc = getTokenAddress('USDC', chainId)!;

  it('quotes a per-second supply rate from its utilization and pays it over time', async () => {
    const client = devnet.publicClient(chainId);
    const utilization = await client.readContract({
      address: comet,
      abi: cometAbi,
      functionName: 'getUtilization',
    });
    expect(Number(utilization) / 1e18).toBeGreaterThan(0.5);
    const rate = await client.readContract({
      address: comet,
      abi: cometAbi,
      functionName: 'getSupplyRate',
      args: [utilization],
    });
    const apr = (Number(rate) * YEAR) / 1e18;
    expect(apr).toBeGreaterThan(0.02);
    expect(apr).toBeLessThan(0.15);

    await fund(chainId, usdc, user.address, PRINCIPAL);
    await write(chainId, user, usdc, tokenAbi, 'approve', [comet, maxUint256]);
    await write(chainId, user, comet, cometAbi, 'supply', [usdc, PRINCIPAL]);
    const start = await balanceOf(chainId, comet, user.address);
    await devnet.increaseTime(MONTH, { chainId });
    const grown = await balanceOf(chainId, comet, user.address);
    const expected = (Number(PRINCIPAL) * apr * MONTH) / YEAR;
    expect(Number(grown - start)).toBeGreaterThan(expected * 0.9);
    expect(Number(grown - start)).toBeLessThan(expected * 1.1);

    const walletBefore = await balanceOf(chainId, usdc, user.address);
    await write(chainId, user, comet, cometAbi, 'withdraw', [usdc, maxUint256]);
    const received = (await balanceOf(chainId, usdc, user.address)) - walletBefore;
    expect(received).toBeGreaterThan(PRINCIPAL);
    expect(received).toBeGreaterThanOrEqual(grown);
  });
});

describe('Moonwell mUSDC on Base', () => {
  const chainId = 8453;
  const mUsdc = MOONWELL_MUSDC[chainId]!;
  const usdc = getTokenAddress('USDC', chainId)!;

  it('mints 8-decimal mTokens whose exchange rate rises, and redeems for more than was deposited', async () => {
    const client = devnet.publicClient(chainId);
    expect(await client.readContract({ address: mUsdc, abi: mTokenAbi, functionName: 'decimals' })).toBe(8);
    const supplyRate = await client.readContract({
      address: mUsdc,
      abi: mTokenAbi,
      functionName: 'supplyRatePerTimestamp',
    });
    const apr = (Number(supplyRate) * YEAR) / 1e18;
    expect(apr).toBeGreaterThan(0.02);
    expect(apr).toBeLessThan(0.15);

    await fund(chainId, usdc, user.address, PRINCIPAL);
    await write(chainId, user, usdc, tokenAbi, 'approve', [mUsdc, maxUint256]);
    await write(chainId, user, mUsdc, mTokenAbi, 'mint', [PRINCIPAL]);
    const rateBefore = await client.readContract({
      address: mUsdc,
      abi: mTokenAbi,
      functionName: 'exchangeRateStored',
    });
    const mTokens = await balanceOf(chainId, mUsdc, user.address);
    expect((mTokens * rateBefore) / 10n ** 18n).toBeLessThanOrEqual(PRINCIPAL);

    await devnet.increaseTime(MONTH, { chainId });
    await write(chainId, user, mUsdc, mTokenAbi, 'accrueInterest', []);
    const rateAfter = await client.readContract({
      address: mUsdc,
      abi: mTokenAbi,
      functionName: 'exchangeRateStored',
    });
    expect(rateAfter).toBeGreaterThan(rateBefore);

    const walletBefore = await balanceOf(chainId, usdc, user.address);
    await write(chainId, user, mUsdc, mTokenAbi, 'redeem', [mTokens]);
    const received = (await balanceOf(chainId, usdc, user.address)) - walletBefore;
    const expected = (Number(PRINCIPAL) * apr * MONTH) / YEAR;
    expect(Number(received - PRINCIPAL)).toBeGreaterThan(expected * 0.9);
    expect(Number(received - PRINCIPAL)).toBeLessThan(expected * 1.1);
  });
});

// The estimate can run in the block of a pool's last update, where its interest bookkeeping returns early, and the
// transaction land a block later, where it runs: the product's gas limit (estimate + 20% + headroom) must cover
// that. Each case deposits (the pool updates in that block), estimates the withdrawal pinned to that block, lets
// a second pass, then sends with the product's limit.
describe("the product's gas limit covers interest booked between the estimate and inclusion", () => {
  const later = (chainId: number) => () => devnet.increaseTime(1, { chainId });

  it('Moonwell: redeeming all mTokens', async () => {
    const chainId = 8453;
    const mUsdc = MOONWELL_MUSDC[chainId]!;
    const usdc = getTokenAddress('USDC', chainId)!;
    await fund(chainId, usdc, user.address, PRINCIPAL);
    await write(chainId, user, usdc, tokenAbi, 'approve', [mUsdc, maxUint256]);
    const minted = await write(chainId, user, mUsdc, mTokenAbi, 'mint', [PRINCIPAL]);
    const mTokens = await balanceOf(chainId, mUsdc, user.address);
    const redeemed = await write(chainId, user, mUsdc, mTokenAbi, 'redeem', [mTokens], {
      estimateAt: minted.blockNumber,
      beforeSend: later(chainId),
    });
    expect(redeemed.gasUsed).toBeGreaterThan(redeemed.estimate);
    expect(await balanceOf(chainId, mUsdc, user.address)).toBe(0n);
  });

  it('Compound V3: withdrawing everything', async () => {
    const chainId = 10;
    const comet = COMPOUND_V3_COMET_USDC[chainId]!;
    const usdc = getTokenAddress('USDC', chainId)!;
    await fund(chainId, usdc, user.address, PRINCIPAL);
    await write(chainId, user, usdc, tokenAbi, 'approve', [comet, maxUint256]);
    const supplied = await write(chainId, user, comet, cometAbi, 'supply', [usdc, PRINCIPAL]);
    const withdrawn = await write(chainId, user, comet, cometAbi, 'withdraw', [usdc, maxUint256], {
      estimateAt: supplied.blockNumber,
      beforeSend: later(chainId),
    });
    expect(withdrawn.gasUsed).toBeGreaterThan(withdrawn.estimate);
    expect(await balanceOf(chainId, comet, user.address)).toBe(0n);
  });

  it('Aave V3: withdrawing everything', async () => {
    const chainId = 1;
    const pool = AAVE_V3_POOL[chainId]!;
    const usdc = getTokenAddress('USDC', chainId)!;
    const aUsdc = getTokenAddress('aUSDC', chainId)!;
    await fund(chainId, usdc, user.address, PRINCIPAL);
    await write(chainId, user, usdc, tokenAbi, 'approve', [pool, maxUint256]);
    const supplied = await write(chainId, user, pool, poolAbi, 'supply', [usdc, PRINCIPAL, user.address, 0]);
    const withdrawn = await write(
      chainId,
      user,
      pool,
      poolAbi,
      'withdraw',
      [usdc, maxUint256, user.address],
      {
        estimateAt: supplied.blockNumber,
        beforeSend: later(chainId),
      },
    );
    expect(withdrawn.gasUsed).toBeGreaterThan(withdrawn.estimate);
    expect(await balanceOf(chainId, aUsdc, user.address)).toBe(0n);
  });
});
