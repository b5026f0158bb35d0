// Balance entries for tests of the portfolio rules, built from the real token registry (so a test cannot invent a
// token Fin does not list). Test support only: nothing in the app imports it.
import { parseUnits } from 'viem';
import { getChainName } from '../src/domain/chains/chains';
import { MORPHO_BLUE } from '../src/domain/chains/contracts';
import { getAsset } from '../src/domain/money/tokens';
import type { BalanceEntry } from '../src/schemas/portfolio';

export function testEntry(
  symbol: string,
  chainId: number,
  balance: string,
  extra: Partial<BalanceEntry> = {},
): BalanceEntry {
  const asset = getAsset(symbol);
  const address = asset?.addresses[chainId];
  if (!asset || !address) throw new Error(`${symbol} is not configured on chain ${chainId}`);
  const underlying = asset.type === 'receipt' ? asset.underlyingAsset : undefined;
  return {
    asset: {
      symbol,
      name: asset.name,
      type: asset.type === 'native' ? 'stablecoin' : asset.type,
      decimals: asset.decimals,
      address,
      ...(asset.type === 'receipt' ? { protocol: asset.protocol, underlyingAsset: underlying } : {}),
    },
    balance,
    // Base units, as the API sends them (the Withdraw button reads them as a bigint).
    rawBalance: parseUnits(balance, asset.decimals).toString(),
    valueUSD: Number(balance),
    chainId,
    chainName: getChainName(chainId),
    ...extra,
  };
}

export function testMorphoPosition(
  chainId: number,
  supplied: string,
  marketId: string,
  collateral: 'WETH' | 'wstETH' | 'WBTC' | 'cbETH',
  extra: Partial<BalanceEntry> = {},
): BalanceEntry {
  return {
    asset: {
      symbol: 'USDC',
      name: `Morpho Blue USDC / ${collateral}`,
      type: 'position',
      decimals: 6,
      address: MORPHO_BLUE[chainId] ?? '0x0000000000000000000000000000000000000000',
      protocol: 'Morpho Blue',
      underlyingAsset: 'USDC',
    },
    balance: supplied,
    rawBalance: parseUnits(supplied, 6).toString(),
    valueUSD: Number(supplied),
    chainId,
    chainName: getChainName(chainId),
    marketId,
    collateral,
    position: { supplied, borrowed: '0', collateral: '0', lltv: 0.86 },
    ...extra,
  };
}
