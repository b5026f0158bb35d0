// Morpho Blue, its adaptive-curve IRM, one oracle per configured market, the markets themselves and the
// MetaMorpho vaults (stUSDC, gtUSDC, mwfUSDC) allocating to them, on Ethereum and Base.
import {
  METAMORPHO_VAULTS,
  MORPHO_ADAPTIVE_CURVE_IRM,
  MORPHO_BLUE,
  MORPHO_LLTV,
  type MorphoCollateralLabel,
  morphoMarketId,
  morphoMarketsOn,
} from '@fin/shared/domain/chains/contracts';
import type { Address } from 'viem';
import { adaptiveCurveIrmAbi, marketOracleAbi, metaMorphoVaultAbi, morphoAbi } from '../abis';
import { DEPLOYER } from '../accounts';
import { type ChainContext, placeCode, send } from '../chain-context';
import { placeRealMorpho, realMorphoAdminAbi } from './morpho-real';
import { wad } from './rates';
import { collateralDecimals, units } from './tokens';

/** Collateral prices in USD (ETH at the spec's fixed 3750; the staked ETHs at their usual premium). */
export const COLLATERAL_PRICE_USD: Record<MorphoCollateralLabel, number> = {
  WETH: 3750,
  wstETH: 4500,
  WBTC: 110_000,
  cbETH: 4125,
};

/** Market fee in WAD: most Morpho markets charge none; the wstETH markets take 5% of interest. */
const MARKET_FEE: Record<MorphoCollateralLabel, number> = { WETH: 0, wstETH: 0.05, WBTC: 0, cbETH: 0 };

type VaultSymbol = keyof typeof METAMORPHO_VAULTS;
type VaultSpec = { symbol: string; fee: number; caps: Partial<Record<MorphoCollateralLabel, number>> };

/** Per vault and chain: on-chain share symbol, performance fee and the markets it allocates to with caps. */
export const VAULT_SPECS: Record<VaultSymbol, Partial<Record<number, VaultSpec>>> = {
  stUSDC: {
    1: { symbol: 'steakUSDC', fee: 0, caps: { WETH: 1_500_000, wstETH: 1_500_000, WBTC: 1_000_000 } },
    8453: { symbol: 'steakUSDC', fee: 0, caps: { WETH: 1_000_000, cbETH: 1_000_000 } },
  },
  gtUSDC: {
    1: {
      symbol: 'gtUSDCp',
      fee: 0.1,
      caps: { wstETH: 1_000_000, WBTC: 1_000_000, cbETH: 1_000_000, WETH: 1_000_000 },
    },
  },
  mwfUSDC: {
    8453: {
      symbol: 'mwUSDC',
      fee: 0.15,
      caps: { cbETH: 1_000_000, WETH: 1_000_000, wstETH: 1_000_000, WBTC: 1_000_000 },
    },
  },
};

/** Oracle price: loan units per collateral unit, scaled by 1e36 (Morpho's ORACLE_PRICE_SCALE). */
export function oraclePrice(label: MorphoCollateralLabel): bigint {
  const loanDecimals = 6;
  return (
    (BigInt(COLLATERAL_PRICE_USD[label]) * 10n ** BigInt(36 + loanDecimals)) /
    10n ** BigInt(collateralDecimals(label))
  );
}

export async function deployMorpho(ctx: ChainContext): Promise<void> {
  const morpho = MORPHO_BLUE[ctx.chainId];
  const irm = MORPHO_ADAPTIVE_CURVE_IRM[ctx.chainId];
  if (!morpho || !irm) return;
  await placeRealMorpho(ctx, morpho, DEPLOYER.address);
  await send(ctx, DEPLOYER.address, morpho, realMorphoAdminAbi, 'setFeeRecipient', [DEPLOYER.address]);
  await placeCode(ctx, irm, 'AdaptiveCurveIrm');
  await send(ctx, DEPLOYER.address, irm, adaptiveCurveIrmAbi, 'initialize', [morpho]);
  await send(ctx, DEPLOYER.address, morpho, morphoAbi, 'enableIrm', [irm]);
  await send(ctx, DEPLOYER.address, morpho, morphoAbi, 'enableLltv', [MORPHO_LLTV]);
  for (const market of morphoMarketsOn(ctx.chainId)) {
    await placeCode(ctx, market.params.oracle, 'MarketOracle');
    await send(ctx, DEPLOYER.address, market.params.oracle, marketOracleAbi, 'initialize', [
      DEPLOYER.address,
      oraclePrice(market.collateral),
    ]);
    await send(ctx, DEPLOYER.address, morpho, morphoAbi, 'createMarket', [market.params]);
    const fee = MARKET_FEE[market.collateral];
    if (fee > 0) await send(ctx, DEPLOYER.address, morpho, morphoAbi, 'setFee', [market.params, wad(fee)]);
  }
  for (const [symbol, vault] of Object.entries(METAMORPHO_VAULTS) as [
    VaultSymbol,
    (typeof METAMORPHO_VAULTS)[VaultSymbol],
  ][]) {
    const address = (vault.addresses as Partial<Record<number, Address>>)[ctx.chainId];
    const spec = VAULT_SPECS[symbol][ctx.chainId];
    if (!address || !spec) continue;
    await placeCode(ctx, address, 'MetaMorphoVault');
    const usdc = morphoMarketsOn(ctx.chainId)[0]!.params.loanToken;
    await send(ctx, DEPLOYER.address, address, metaMorphoVaultAbi, 'initialize', [
      DEPLOYER.address,
      morpho,
      usdc,
      6,
      vault.name,
      spec.symbol,
      wad(spec.fee),
      DEPLOYER.address,
    ]);
    for (const market of morphoMarketsOn(ctx.chainId)) {
      const cap = spec.caps[market.collateral];
      if (cap === undefined) continue;
      await send(ctx, DEPLOYER.address, address, metaMorphoVaultAbi, 'addMarket', [
        morphoMarketId(market.params),
        units(cap, 6),
      ]);
    }
  }
}
