// How Fin reads one chain's portfolio in ONE Multicall3 aggregate3, and how
// the answers become balance entries in the underlying stablecoin's units. Pure: it plans and decodes; whoever holds
// the RPC connection sends the batch (the API's chain reader, or the browser's wagmi public client as the fallback).
// Moved here from api/src/modules/portfolio/adapter.ts so the API and the browser read exactly the same way.
//
// The calls: balanceOf for every stablecoin and receipt Fin lists on the chain, the conversion rates receipts need
// (mToken exchangeRateStored, vault convertToAssets of a large share amount), and on Ethereum and Base every
// configured Morpho Blue market's position, totals and IRM rateAtTarget, plus the block time.
import type { Abi, Address, ContractFunctionName, Hex } from 'viem';
import { decodeFunctionResult, encodeFunctionData, formatUnits, parseAbi } from 'viem/utils';
import { getChainName } from '../chains/chains';
import {
  MORPHO_BLUE,
  type MorphoCollateralLabel,
  type MorphoMarketConfig,
  MULTICALL3,
  morphoMarketId,
  morphoMarketsOn,
} from '../chains/contracts';
import type { ReadCall, ReadResult } from '../chains/multicall3';
import { fixedPriceUsd } from '../money/prices';
import { type Asset, getAsset, type ReceiptAsset, tokensOnChain } from '../money/tokens';
import { accrueMorphoPosition } from '../morpho/accrual';
import type { BalanceEntry } from './balance';

export const portfolioReadAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function exchangeRateStored() view returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function market(bytes32 id) view returns (uint128 totalSupplyAssets, uint128 totalSupplyShares, uint128 totalBorrowAssets, uint128 totalBorrowShares, uint128 lastUpdate, uint128 fee)',
  'function position(bytes32 id, address user) view returns (uint256 supplyShares, uint128 borrowShares, uint128 collateral)',
  'function rateAtTarget(bytes32 id) view returns (int256)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
]);

/** The calls of one chain and how to turn their results (same order) into balance entries. */
export type PortfolioReadPlan = {
  chainId: number;
  calls: ReadCall[];
  decode(results: readonly ReadResult[]): BalanceEntry[];
};

type Fn = ContractFunctionName<typeof portfolioReadAbi>;

/** A list of reads; each add() returns a getter for its decoded value once the results are in. */
function readList() {
  const calls: ReadCall[] = [];
  let results: readonly ReadResult[] = [];
  return {
    calls,
    setResults(r: readonly ReadResult[]) {
      results = r;
    },
    add<T>(target: Address, functionName: Fn, args: readonly unknown[] = []): () => T | undefined {
      const i =
        calls.push({
          target,
          callData: encodeFunctionData({ abi: portfolioReadAbi as Abi, functionName, args }),
        }) - 1;
      return () => {
        const r = results[i];
        // A reverted call, or no contract there ('0x'), reads as missing.
        if (!r?.success || r.returnData === '0x') return undefined;
        try {
          return decodeFunctionResult({
            abi: portfolioReadAbi as Abi,
            functionName,
            data: r.returnData,
          }) as T;
        } catch {
          return undefined;
        }
      };
    },
  };
}

/** convertToAssets of 1e36 shares gives a rate precise to well below one unit of any realistic balance. */
export const SHARE_RATE_SCALE = 10n ** 36n;
const COLLATERAL_DECIMALS: Record<MorphoCollateralLabel, number> = {
  WETH: 18,
  wstETH: 18,
  WBTC: 8,
  cbETH: 18,
};

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

type ReadList = ReturnType<typeof readList>;
type EntryBuilder = () => BalanceEntry | undefined;
type MorphoMarketTotals = readonly [bigint, bigint, bigint, bigint, bigint, bigint];
type MorphoPositionRead = readonly [bigint, bigint, bigint];

/** The plan for one chain. Every listed token gets an entry (balance '0' included); callers drop zeros if asked. */
export function planPortfolioRead(chainId: number, owner: Address): PortfolioReadPlan {
  const list = readList();
  const builders = [...planTokenReads(list, chainId, owner), ...planMorphoReads(list, chainId, owner)];
  return {
    chainId,
    calls: list.calls,
    decode(results) {
      list.setResults(results);
      return builders.flatMap((b) => b() ?? []);
    },
  };
}

/** A receipt's balance in its underlying's base units: by the mToken's rate, the vault's rate, or 1:1. */
export function underlyingUnits(
  conversion: ReceiptAsset['conversion'] | 'rebasing',
  shares: bigint,
  rate: bigint,
): bigint {
  if (conversion === 'ctoken') return (shares * rate) / 10n ** 18n;
  if (conversion === 'erc4626') return (shares * rate) / SHARE_RATE_SCALE;
  return shares;
}

/** balanceOf of every stablecoin and receipt listed on the chain, plus the rate each receipt converts at. */
function planTokenReads(list: ReadList, chainId: number, owner: Address): EntryBuilder[] {
  return tokensOnChain(chainId)
    .filter((a) => a.type !== 'native')
    .map((asset) => {
      const address = asset.addresses[chainId] as Address;
      const balance = list.add<bigint>(address, 'balanceOf', [owner]);
      const conversion = asset.type === 'receipt' ? asset.conversion : 'rebasing';
      let rate: () => bigint | undefined = () => 1n;
      if (conversion === 'ctoken') rate = list.add<bigint>(address, 'exchangeRateStored');
      if (conversion === 'erc4626') rate = list.add<bigint>(address, 'convertToAssets', [SHARE_RATE_SCALE]);
      return () => {
        // A single failed token balance reads as '0', so one bad token never hides the rest of the chain.
        const shares = balance() ?? 0n;
        return tokenEntry(asset, chainId, address, underlyingUnits(conversion, shares, rate() ?? 0n), shares);
      };
    });
}

/**
 * Each configured Morpho Blue market's position, totals and IRM rate, plus the block time. Morpho accrues interest
 * only when a market is touched; the wallet's real supply includes the interest since then, so positions are
 * valued at the block's timestamp with Morpho's own accrual math (blue-sdk).
 */
function planMorphoReads(list: ReadList, chainId: number, owner: Address): EntryBuilder[] {
  const morpho = MORPHO_BLUE[chainId];
  const markets = morpho ? morphoMarketsOn(chainId) : [];
  if (!morpho || markets.length === 0) return [];
  const timestamp = list.add<bigint>(MULTICALL3, 'getCurrentBlockTimestamp');
  return markets.map((config) => {
    const id = morphoMarketId(config.params) as Hex;
    const position = list.add<MorphoPositionRead>(morpho, 'position', [id, owner]);
    const state = list.add<MorphoMarketTotals>(morpho, 'market', [id]);
    const rateAtTarget = list.add<bigint>(config.params.irm, 'rateAtTarget', [id]);
    return () => {
      const p = position();
      const m = state();
      const now = timestamp();
      if (!p || !m || now === undefined || (p[0] === 0n && p[1] === 0n && p[2] === 0n)) return undefined;
      return morphoPositionEntry({
        chainId,
        morpho,
        id,
        config,
        position: p,
        market: m,
        rateAtTarget: rateAtTarget(),
        now,
      });
    };
  });
}

/** A Morpho Blue supply position as a row: supplied and borrowed with interest to `now`, its APY and collateral. */
function morphoPositionEntry(o: {
  chainId: number;
  morpho: Address;
  id: Hex;
  config: MorphoMarketConfig;
  position: MorphoPositionRead;
  market: MorphoMarketTotals;
  rateAtTarget: bigint | undefined;
  now: bigint;
}): BalanceEntry {
  const { config, position: p, market: m } = o;
  const { supplied, borrowed, supplyApy } = accrueMorphoPosition(
    config.params,
    {
      totalSupplyAssets: m[0],
      totalSupplyShares: m[1],
      totalBorrowAssets: m[2],
      totalBorrowShares: m[3],
      lastUpdate: m[4],
      fee: m[5],
    },
    o.rateAtTarget,
    { supplyShares: p[0], borrowShares: p[1] },
    o.now,
  );
  return {
    asset: {
      symbol: 'USDC',
      name: `Morpho Blue USDC / ${config.collateral} market`,
      type: 'position',
      decimals: 6,
      address: o.morpho,
      protocol: 'Morpho Blue',
      underlyingAsset: 'USDC',
    },
    balance: formatUnits(supplied, 6),
    rawBalance: supplied.toString(),
    rawShares: p[0].toString(),
    valueUSD: valueUsd('USDC', supplied, 6),
    chainId: o.chainId,
    chainName: getChainName(o.chainId),
    apy: Math.round((supplyApy ?? 0) * 100 * 1e6) / 1e6,
    marketId: o.id,
    collateral: config.collateral,
    position: {
      supplied: formatUnits(supplied, 6),
      borrowed: formatUnits(borrowed, 6),
      collateral: formatUnits(p[2], COLLATERAL_DECIMALS[config.collateral]),
      lltv: Number(config.params.lltv) / 1e18,
    },
  };
}
