// Morpho Blue markets, the adaptive-curve IRM, MetaMorpho vaults and sDAI: ids are keccak of the params,
// supply earns from borrowers over time, vault share prices rise, and borrowing needs collateral.
import {
  METAMORPHO_VAULTS,
  MORPHO_BLUE,
  morphoMarketId,
  morphoMarketsOn,
  SDAI,
} from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { encodeAbiParameters, keccak256, maxUint256, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { adaptiveCurveIrmAbi, metaMorphoVaultAbi, morphoAbi, savingsDaiAbi, tokenAbi } from '../src/abis';
import { balanceOf, devnet, fund, keepChainStatePerFile, revertOf, spare, write } from './helpers';

const MONTH = 30 * 86_400;
const user = spare(3);

keepChainStatePerFile();

describe('Morpho Blue on Base', () => {
  const chainId = 8453;
  const morpho = MORPHO_BLUE[chainId]!;
  const usdc = getTokenAddress('USDC', chainId)!;
  const markets = morphoMarketsOn(chainId);

  it('identifies every configured market by keccak256 of its five params', async () => {
    for (const m of markets) {
      const { loanToken, collateralToken, oracle, irm, lltv } = m.params;
      const id = keccak256(
        encodeAbiParameters(
          [
            { type: 'address' },
            { type: 'address' },
            { type: 'address' },
            { type: 'address' },
            { type: 'uint256' },
          ],
          [loanToken, collateralToken, oracle, irm, lltv],
        ),
      );
      expect(id).toBe(morphoMarketId(m.params));
      const stored = await devnet
        .publicClient(chainId)
        .readContract({ address: morpho, abi: morphoAbi, functionName: 'idToMarketParams', args: [id] });
      expect(stored).toEqual([loanToken, collateralToken, oracle, irm, lltv]);
    }
  });

  it("pays a supplier the borrowers' interest and returns principal plus interest on withdraw", async () => {
    const market = markets.find((m) => m.collateral === 'WETH')!;
    const id = morphoMarketId(market.params);
    const principal = parseUnits('10000', 6);
    await fund(chainId, usdc, user.address, principal);
    await write(chainId, user, usdc, tokenAbi, 'approve', [morpho, maxUint256]);
    await write(chainId, user, morpho, morphoAbi, 'supply', [
      market.params,
      principal,
      0n,
      user.address,
      '0x',
    ]);
    const [shares] = await devnet
      .publicClient(chainId)
      .readContract({ address: morpho, abi: morphoAbi, functionName: 'position', args: [id, user.address] });

    await devnet.increaseTime(MONTH, { chainId });
    await write(chainId, user, morpho, morphoAbi, 'accrueInterest', [market.params]);
    const [supplyAssets, supplyShares, borrowAssets, , , fee] = await devnet
      .publicClient(chainId)
      .readContract({ address: morpho, abi: morphoAbi, functionName: 'market', args: [id] });
    expect(fee).toBe(0n);
    const worth = (shares * (supplyAssets + 1n)) / (supplyShares + 10n ** 6n);
    const utilization = Number(borrowAssets) / Number(supplyAssets);
    // A month at a 2-15% APY.
    expect(Number(worth - principal) / Number(principal)).toBeGreaterThan(0.02 / 12);
    expect(Number(worth - principal) / Number(principal)).toBeLessThan(0.15 / 12);
    expect(utilization).toBeGreaterThan(0.85);

    const walletBefore = await balanceOf(chainId, usdc, user.address);
    await write(chainId, user, morpho, morphoAbi, 'withdraw', [
      market.params,
      0n,
      shares,
      user.address,
      user.address,
    ]);
    // The withdraw accrues again at its own block, a second or more after the accrual above (the devnet's clock
    // runs): principal plus interest, and at most a minute's more interest at the 15% ceiling.
    const received = (await balanceOf(chainId, usdc, user.address)) - walletBefore;
    expect(received).toBeGreaterThanOrEqual(worth);
    expect(received - worth).toBeLessThanOrEqual((worth * 15n * 60n) / (100n * 31_536_000n));
  });

  it('refuses a borrow without collateral', async () => {
    const market = markets[0]!;
    const reason = await revertOf(chainId, user.address, morpho, morphoAbi, 'borrow', [
      market.params,
      1_000_000n,
      0n,
      user.address,
      user.address,
    ]);
    expect(reason).toContain('insufficient collateral');
  });

  it("raises the IRM's rate at target while a market stays above 90% utilization", async () => {
    const market = markets.find((m) => m.collateral === 'cbETH')!;
    const id = morphoMarketId(market.params);
    const irm = market.params.irm;
    await write(chainId, user, morpho, morphoAbi, 'accrueInterest', [market.params]);
    const before = await devnet
      .publicClient(chainId)
      .readContract({ address: irm, abi: adaptiveCurveIrmAbi, functionName: 'rateAtTarget', args: [id] });
    await devnet.increaseTime(7 * 86_400, { chainId });
    await write(chainId, user, morpho, morphoAbi, 'accrueInterest', [market.params]);
    const after = await devnet
      .publicClient(chainId)
      .readContract({ address: irm, abi: adaptiveCurveIrmAbi, functionName: 'rateAtTarget', args: [id] });
    expect(after).toBeGreaterThan(before);
  });
});

describe('MetaMorpho vaults', () => {
  it.each([
    ['stUSDC', 1],
    ['gtUSDC', 1],
    ['mwfUSDC', 8453],
  ] as const)('%s on chain %i: share price rises and a deposit redeems for more', async (symbol, chainId) => {
    const vault = (METAMORPHO_VAULTS[symbol].addresses as Record<number, `0x${string}`>)[chainId]!;
    const usdc = getTokenAddress('USDC', chainId)!;
    const client = devnet.publicClient(chainId);
    const price = () =>
      client.readContract({
        address: vault,
        abi: metaMorphoVaultAbi,
        functionName: 'convertToAssets',
        args: [10n ** 18n],
      });
    expect(
      await client.readContract({ address: vault, abi: metaMorphoVaultAbi, functionName: 'asset' }),
    ).toBe(usdc);
    const principal = parseUnits('5000', 6);
    await fund(chainId, usdc, user.address, principal);
    await write(chainId, user, usdc, tokenAbi, 'approve', [vault, maxUint256]);
    await write(chainId, user, vault, metaMorphoVaultAbi, 'deposit', [principal, user.address]);
    const shares = await balanceOf(chainId, vault, user.address);
    const priceBefore = await price();
    await devnet.increaseTime(MONTH, { chainId });
    expect(await price()).toBeGreaterThan(priceBefore);
    const walletBefore = await balanceOf(chainId, usdc, user.address);
    await write(chainId, user, vault, metaMorphoVaultAbi, 'redeem', [shares, user.address, user.address]);
    expect((await balanceOf(chainId, usdc, user.address)) - walletBefore).toBeGreaterThan(principal);
  });
});

describe('sDAI on Ethereum', () => {
  it('compounds the savings rate into the share price', async () => {
    const dai = getTokenAddress('DAI', 1)!;
    const client = devnet.publicClient(1);
    const principal = parseUnits('1000', 18);
    await fund(1, dai, user.address, principal);
    await write(1, user, dai, tokenAbi, 'approve', [SDAI, maxUint256]);
    await write(1, user, SDAI, savingsDaiAbi, 'deposit', [principal, user.address]);
    const shares = await balanceOf(1, SDAI, user.address);
    await devnet.increaseTime(365 * 86_400, { chainId: 1 });
    const assets = await client.readContract({
      address: SDAI,
      abi: savingsDaiAbi,
      functionName: 'convertToAssets',
      args: [shares],
    });
    // 5% a year, compounded per second.
    expect(Number(assets) / Number(principal)).toBeCloseTo(1.05, 3);
    const walletBefore = await balanceOf(1, dai, user.address);
    await write(1, user, SDAI, savingsDaiAbi, 'redeem', [shares, user.address, user.address]);
    expect((await balanceOf(1, dai, user.address)) - walletBefore).toBe(assets);
  });
});
