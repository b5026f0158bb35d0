// One chain of the portfolio in ONE aggregate3 request (the target; shared/domain/portfolio-read.ts, the
// browser fallback, spends a second round on exact vault conversions instead): balanceOf for every stablecoin and receipt Fin lists on
// the chain, the conversion rates receipts need (mToken exchangeRateStored, vault convertToAssets of a large
// share amount), and on Ethereum and Base every configured Morpho Blue market's position, totals and IRM
// rateAtTarget (plus the block time). Everything is decoded into balance entries in the underlying stablecoin's units.
import { getChainName } from '@fin/shared/domain/chains';
import {
  MORPHO_BLUE,
  type MorphoCollateralLabel,
  MULTICALL3,
  morphoMarketId,
  morphoMarketsOn,
} from '@fin/shared/domain/contracts';
import { fixedPriceUsd } from '@fin/shared/domain/prices';
import { type Asset, getAsset, type ReceiptAsset, tokensOnChain } from '@fin/shared/domain/tokens';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { Market, MarketParams } from '@morpho-org/blue-sdk';
import { type Address, formatUnits, type Hex, parseAbi } from 'viem';
import {
  adaptiveCurveIrmAbi,
  erc20ReadAbi,
  erc4626ReadAbi,
  morphoBlueAbi,
  mTokenAbi,
} from '../../chains/abis';
import { ReadBatch } from '../../chains/calls';
import type { ChainReader } from '../../chains/chain-reader';

/** convertToAssets of 1e36 shares gives a rate precise to well below one unit of any realistic balance. */
const SHARE_RATE_SCALE = 10n ** 36n;
const COLLATERAL_DECIMALS: Record<MorphoCollateralLabel, number> = {
  WETH: 18,
  wstETH: 18,
  WBTC: 8,
  cbETH: 18,
};
const multicall3TimeAbi = parseAbi(['function getCurrentBlockTimestamp() view returns (uint256 timestamp)']);

type Getter<T> = () => T | undefined;

function valueUsd(symbol: string, raw: bigint, decimals: number): number {
  return Number(formatUnits(raw, decimals)) * (fixedPriceUsd(symbol) ?? 0);
}

function tokenEntry(
  asset: Asset,
  chainId: number,
  address: Address,
  underlyingRaw: bigint,
  shares: bigint,
): BalanceEntry {
  const receipt = asset.type === 'receipt' ? (asset as ReceiptAsset) : undefined;
  const underlyingSymbol = receipt?.underlyingAsset ?? asset.symbol;
  const underlyingDecimals = getAsset(underlyingSymbol)?.decimals ?? asset.decimals;
  return {
    asset: {
      symbol: asset.symbol,
      name: asset.name,
      type: receipt ? 'receipt' : 'stablecoin',
      decimals: asset.decimals,
      address,
      ...(receipt ? { protocol: receipt.protocol, underlyingAsset: receipt.underlyingAsset } : {}),
    },
    balance: formatUnits(underlyingRaw, underlyingDecimals),
    rawBalance: underlyingRaw.toString(),
    ...(receipt && receipt.conversion !== 'rebasing' ? { rawShares: shares.toString() } : {}),
    valueUSD: valueUsd(underlyingSymbol, underlyingRaw, underlyingDecimals),
    chainId,
    chainName: getChainName(chainId),
  };
}

export type ChainPortfolio = { entries: BalanceEntry[]; blockNumber: bigint };

export async function readChainPortfolio(
  reader: ChainReader,
  chainId: number,
  owner: Address,
): Promise<ChainPortfolio> {
  const batch = new ReadBatch();
  const builders: (() => BalanceEntry | undefined)[] = [];

  for (const asset of tokensOnChain(chainId).filter((a) => a.type !== 'native')) {
    const address = asset.addresses[chainId] as Address;
    const balance = batch.add<bigint>({
      address,
      abi: erc20ReadAbi,
      functionName: 'balanceOf',
      args: [owner],
    });
    const conversion = asset.type === 'receipt' ? asset.conversion : 'rebasing';
    let rate: Getter<bigint> = () => 1n;
    if (conversion === 'ctoken')
      rate = batch.add({ address, abi: mTokenAbi, functionName: 'exchangeRateStored' });
    if (conversion === 'erc4626') {
      rate = batch.add({
        address,
        abi: erc4626ReadAbi,
        functionName: 'convertToAssets',
        args: [SHARE_RATE_SCALE],
      });
    }
    builders.push(() => {
      // spec §8: a single failed token balance reads as '0'.
      const shares = balance() ?? 0n;
      const r = rate() ?? 0n;
      const underlying =
        conversion === 'ctoken'
          ? (shares * r) / 10n ** 18n
          : conversion === 'erc4626'
            ? (shares * r) / SHARE_RATE_SCALE
            : shares;
      return tokenEntry(asset, chainId, address, underlying, shares);
    });
  }

  const morpho = MORPHO_BLUE[chainId];
  const markets = morpho ? morphoMarketsOn(chainId) : [];
  // Morpho accrues interest only when a market is touched; the wallet's real supply includes the interest since
  // then, so positions are valued at the block's timestamp with Morpho's own accrual math (blue-sdk).
  const timestamp = markets.length
    ? batch.add<bigint>({
        address: MULTICALL3,
        abi: multicall3TimeAbi,
        functionName: 'getCurrentBlockTimestamp',
      })
    : () => undefined;
  for (const config of markets) {
    const id = morphoMarketId(config.params) as Hex;
    const position = batch.add<readonly [bigint, bigint, bigint]>({
      address: morpho as Address,
      abi: morphoBlueAbi,
      functionName: 'position',
      args: [id, owner],
    });
    const state = batch.add<readonly [bigint, bigint, bigint, bigint, bigint, bigint]>({
      address: morpho as Address,
      abi: morphoBlueAbi,
      functionName: 'market',
      args: [id],
    });
    const rateAtTarget = batch.add<bigint>({
      address: config.params.irm,
      abi: adaptiveCurveIrmAbi,
      functionName: 'rateAtTarget',
      args: [id],
    });
    builders.push(() => {
      const p = position();
      const m = state();
      const now = timestamp();
      if (!p || !m || now === undefined || (p[0] === 0n && p[1] === 0n && p[2] === 0n)) return undefined;
      const rat = rateAtTarget();
      const market = new Market({
        params: new MarketParams(config.params),
        totalSupplyAssets: m[0],
        totalSupplyShares: m[1],
        totalBorrowAssets: m[2],
        totalBorrowShares: m[3],
        lastUpdate: m[4],
        fee: m[5],
        ...(rat && rat > 0n ? { rateAtTarget: rat } : {}),
      });
      const at = now > m[4] ? now : m[4];
      const accrued = market.accrueInterest(at);
      const supplied = accrued.toSupplyAssets(p[0]);
      const borrowed = accrued.toBorrowAssets(p[1]);
      return {
        asset: {
          symbol: 'USDC',
          name: `Morpho Blue USDC / ${config.collateral} market`,
          type: 'position',
          decimals: 6,
          address: morpho as Address,
          protocol: 'Morpho Blue',
          underlyingAsset: 'USDC',
        },
        balance: formatUnits(supplied, 6),
        rawBalance: supplied.toString(),
        rawShares: p[0].toString(),
        valueUSD: valueUsd('USDC', supplied, 6),
        chainId,
        chainName: getChainName(chainId),
        apy: Math.round(market.getSupplyApy(at) * 100 * 1e6) / 1e6,
        marketId: id,
        collateral: config.collateral,
        position: {
          supplied: formatUnits(supplied, 6),
          borrowed: formatUnits(borrowed, 6),
          collateral: formatUnits(p[2], COLLATERAL_DECIMALS[config.collateral]),
          lltv: Number(config.params.lltv) / 1e18,
        },
      };
    });
  }

  const blockNumber = (await batch.run(reader, chainId)) ?? 0n;
  return { entries: builders.flatMap((b) => b() ?? []), blockNumber };
}
