// Stablecoins and Morpho collateral tokens at their registry addresses, and the faucet used by the seed.
import {
  CCTP_V2,
  COLLATERAL_TOKENS,
  type MorphoCollateralLabel,
  SDAI,
} from '@fin/shared/domain/chains/contracts';
import { STABLECOINS } from '@fin/shared/domain/money/tokens';
import { type Address, maxUint256, zeroAddress } from 'viem';
import { tokenAbi } from '../abis';
import { DEPLOYER } from '../accounts';
import { type ChainContext, placeCode, send } from '../chain-context';

/**
 * Polygon's Compound V3 USDC market is based on bridged USDC.e (the registry notes it on cUSDC), not native USDC.
 * It is devnet-internal: the registry lists no USDC.e token, so the app never shows it as a balance.
 * Address: Polygon PoS "USD Coin (PoS)", the baseToken of compound-finance/comet deployments/polygon/usdc.
 */
export const POLYGON_USDC_E: Address = '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174';

/** EIP-712 versions: Circle's FiatToken signs with version "2"; the others use "1". */
const EIP712_VERSION: Record<string, string> = { USDC: '2', USDT: '1', DAI: '1', PYUSD: '1' };

const COLLATERAL_METADATA: Record<MorphoCollateralLabel, { name: string; decimals: number }> = {
  WETH: { name: 'Wrapped Ether', decimals: 18 },
  wstETH: { name: 'Wrapped liquid staked Ether 2.0', decimals: 18 },
  WBTC: { name: 'Wrapped BTC', decimals: 8 },
  cbETH: { name: 'Coinbase Wrapped Staked ETH', decimals: 18 },
};

export function collateralDecimals(label: MorphoCollateralLabel): number {
  return COLLATERAL_METADATA[label].decimals;
}

/** Who may mint a stablecoin on this chain: CCTP mints USDC; the sDAI vault mints DAI interest on Ethereum. */
function minterOf(symbol: string, chainId: number): Address {
  if (symbol === 'USDC') return CCTP_V2.tokenMessenger;
  if (symbol === 'DAI' && chainId === 1) return SDAI;
  return zeroAddress;
}

async function placeToken(
  ctx: ChainContext,
  address: Address,
  meta: { name: string; symbol: string; decimals: number; version: string; minter: Address },
) {
  await placeCode(ctx, address, 'Token');
  await send(ctx, DEPLOYER.address, address, tokenAbi, 'initialize', [
    meta.name,
    meta.symbol,
    meta.decimals,
    meta.version,
    DEPLOYER.address,
    meta.minter,
  ]);
}

export async function deployTokens(ctx: ChainContext): Promise<void> {
  for (const coin of STABLECOINS) {
    const address = coin.addresses[ctx.chainId];
    if (!address) continue;
    await placeToken(ctx, address, {
      name: coin.name,
      symbol: coin.symbol,
      decimals: coin.decimals,
      version: EIP712_VERSION[coin.symbol] ?? '1',
      minter: minterOf(coin.symbol, ctx.chainId),
    });
  }
  if (ctx.chainId === 137) {
    await placeToken(ctx, POLYGON_USDC_E, {
      name: 'USD Coin (PoS)',
      symbol: 'USDC',
      decimals: 6,
      version: '1',
      minter: zeroAddress,
    });
  }
  const collaterals = COLLATERAL_TOKENS[ctx.chainId];
  if (collaterals) {
    for (const [label, address] of Object.entries(collaterals) as [MorphoCollateralLabel, Address][]) {
      const meta = COLLATERAL_METADATA[label];
      await placeToken(ctx, address, { ...meta, symbol: label, version: '1', minter: zeroAddress });
    }
  }
}

/** Deployer-only faucet: mints `amount` base units of `token` to `to`. */
export async function faucet(ctx: ChainContext, token: Address, to: Address, amount: bigint): Promise<void> {
  await send(ctx, DEPLOYER.address, token, tokenAbi, 'devnetMint', [to, amount]);
}

export async function approveMax(ctx: ChainContext, owner: Address, token: Address, spender: Address) {
  await send(ctx, owner, token, tokenAbi, 'approve', [spender, maxUint256]);
}

/** Whole-token amount in base units. */
export function units(amount: number, decimals: number): bigint {
  return (BigInt(Math.round(amount * 1e6)) * 10n ** BigInt(decimals)) / 1_000_000n;
}
