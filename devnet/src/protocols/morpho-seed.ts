// Seed of the Morpho side: vault deposits and direct market supply by the lender, the demo wallet's
// Steakhouse shares on Ethereum and Morpho Blue supply on Base, then a borrower per market at its target
// utilization (around the IRM's 90% target, so rates drift slowly and in both directions).
import {
  METAMORPHO_VAULTS,
  MORPHO_BLUE,
  type MorphoCollateralLabel,
  morphoMarketId,
  morphoMarketsOn,
} from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { Address } from 'viem';
import { metaMorphoVaultAbi, morphoAbi } from '../abis';
import { BORROWER, DEMO_ACCOUNT, LIQUIDITY_PROVIDER } from '../accounts';
import { type ChainContext, send } from '../chain-context';
import { COLLATERAL_PRICE_USD } from './morpho';
import { approveMax, collateralDecimals, faucet, units } from './tokens';

const VAULT_DEPOSITS: Record<keyof typeof METAMORPHO_VAULTS, Partial<Record<number, number>>> = {
  stUSDC: { 1: 2_000_000, 8453: 800_000 },
  gtUSDC: { 1: 1_500_000 },
  mwfUSDC: { 8453: 1_500_000 },
};
const DIRECT_SUPPLY = 200_000;
export const DEMO_STEAKHOUSE_ETHEREUM_USDC = 6_000;
export const DEMO_MORPHO_BASE_USDC = 3_000;
const TARGET_UTILIZATION: Record<MorphoCollateralLabel, number> = {
  WETH: 0.9,
  wstETH: 0.905,
  WBTC: 0.89,
  cbETH: 0.915,
};
/** Collateral the borrower posts per market, worth about $5M at the oracle price. */
const COLLATERAL_USD = 5_000_000;

export async function seedMorpho(ctx: ChainContext): Promise<void> {
  const morpho = MORPHO_BLUE[ctx.chainId];
  const usdc = getTokenAddress('USDC', ctx.chainId);
  const markets = morphoMarketsOn(ctx.chainId);
  if (!morpho || !usdc || markets.length === 0) return;
  const lender = LIQUIDITY_PROVIDER.address;
  await faucet(ctx, usdc, lender, units(10_000_000, 6));
  await approveMax(ctx, lender, usdc, morpho);
  for (const [symbol, vault] of Object.entries(METAMORPHO_VAULTS)) {
    const address = (vault.addresses as Partial<Record<number, Address>>)[ctx.chainId];
    const amount = VAULT_DEPOSITS[symbol as keyof typeof METAMORPHO_VAULTS][ctx.chainId];
    if (!address || amount === undefined) continue;
    await approveMax(ctx, lender, usdc, address);
    await send(ctx, lender, address, metaMorphoVaultAbi, 'deposit', [units(amount, 6), lender]);
  }
  for (const m of markets) {
    await send(ctx, lender, morpho, morphoAbi, 'supply', [
      m.params,
      units(DIRECT_SUPPLY, 6),
      0n,
      lender,
      '0x',
    ]);
  }

  const demo = DEMO_ACCOUNT.address;
  if (ctx.chainId === 1) {
    const steakhouse = METAMORPHO_VAULTS.stUSDC.addresses[1];
    await faucet(ctx, usdc, demo, units(DEMO_STEAKHOUSE_ETHEREUM_USDC, 6));
    await approveMax(ctx, demo, usdc, steakhouse);
    await send(ctx, demo, steakhouse, metaMorphoVaultAbi, 'deposit', [
      units(DEMO_STEAKHOUSE_ETHEREUM_USDC, 6),
      demo,
    ]);
  }
  if (ctx.chainId === 8453) {
    const weth = markets.find((m) => m.collateral === 'WETH')!;
    await faucet(ctx, usdc, demo, units(DEMO_MORPHO_BASE_USDC, 6));
    await approveMax(ctx, demo, usdc, morpho);
    await send(ctx, demo, morpho, morphoAbi, 'supply', [
      weth.params,
      units(DEMO_MORPHO_BASE_USDC, 6),
      0n,
      demo,
      '0x',
    ]);
  }

  for (const m of markets) {
    const collateral = m.params.collateralToken;
    const amount = units(
      COLLATERAL_USD / COLLATERAL_PRICE_USD[m.collateral],
      collateralDecimals(m.collateral),
    );
    await faucet(ctx, collateral, BORROWER.address, amount);
    await approveMax(ctx, BORROWER.address, collateral, morpho);
    await send(ctx, BORROWER.address, morpho, morphoAbi, 'supplyCollateral', [
      m.params,
      amount,
      BORROWER.address,
      '0x',
    ]);
    const [totalSupplyAssets] = await ctx.publicClient.readContract({
      address: morpho,
      abi: morphoAbi,
      functionName: 'market',
      args: [morphoMarketId(m.params)],
    });
    const borrow =
      (totalSupplyAssets * BigInt(Math.round(TARGET_UTILIZATION[m.collateral] * 10_000))) / 10_000n;
    await send(ctx, BORROWER.address, morpho, morphoAbi, 'borrow', [
      m.params,
      borrow,
      0n,
      BORROWER.address,
      BORROWER.address,
    ]);
  }
}
