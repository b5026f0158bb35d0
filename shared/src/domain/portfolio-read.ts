// How Fin reads one chain's portfolio with Multicall3 (spec §3 Balance entry, §7 chain reads): which calls to make
// and how their return data becomes balance entries. Pure: it encodes and decodes; whoever holds an RPC connection
// (the API's chain reader, or the browser's wagmi public client as the fallback) sends the aggregate3.
//
// Round 1 (always): balanceOf(owner) of every stablecoin and receipt on the chain, exchangeRateStored() of each
// Moonwell mToken, and Morpho Blue position(id, owner) + market(id) of each configured market (Ethereum and Base).
// Round 2 (only when the owner holds ERC-4626 vault shares on that chain): convertToAssets(shares) of those vaults,
// because the exact asset amount needs the share count (a price per share read in round 1 would round, and users
// compare these figures with their wallet).
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  formatUnits,
  type Hex,
  parseAbi,
} from 'viem';
import type { BalanceEntry } from '../schemas/portfolio';
import { getChainName } from './chains';
import {
  MORPHO_BLUE,
  MORPHO_LLTV,
  type MorphoCollateralLabel,
  morphoMarketId,
  morphoMarketsOn,
} from './contracts';
import { fixedPriceUsd } from './prices';
import { type Asset, getAsset, type ReceiptAsset, tokensOnChain } from './tokens';

export const portfolioReadAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function exchangeRateStored() view returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function market(bytes32 id) view returns (uint128 totalSupplyAssets, uint128 totalSupplyShares, uint128 totalBorrowAssets, uint128 totalBorrowShares, uint128 lastUpdate, uint128 fee)',
  'function position(bytes32 id, address user) view returns (uint256 supplyShares, uint128 borrowShares, uint128 collateral)',
]);

export const multicall3Aggregate3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
]);

export type ReadCall = { target: Address; callData: Hex };
export type ReadResult = { success: boolean; returnData: Hex };

type Slot =
  | { kind: 'balance'; asset: Asset; token: Address }
  | { kind: 'exchangeRate'; symbol: string }
  | { kind: 'morphoPosition'; marketId: Hex; collateral: MorphoCollateralLabel }
  | { kind: 'morphoMarket'; marketId: Hex };

export type PortfolioReadPlan = { chainId: number; owner: Address; calls: ReadCall[]; slots: Slot[] };

/** Decimals of the Morpho collateral tokens (WBTC has 8, the ETH flavours 18). */
const COLLATERAL_DECIMALS: Record<MorphoCollateralLabel, number> = {
  WETH: 18,
  wstETH: 18,
  WBTC: 8,
  cbETH: 18,
};

const call = (target: Address, data: Hex): ReadCall => ({ target, callData: data });

/** Round 1 for one chain. */
export function planPortfolioRead(chainId: number, owner: Address): PortfolioReadPlan {
  const calls: ReadCall[] = [];
  const slots: Slot[] = [];
  for (const asset of tokensOnChain(chainId)) {
    const token = asset.addresses[chainId] as Address;
    calls.push(
      call(token, encodeFunctionData({ abi: portfolioReadAbi, functionName: 'balanceOf', args: [owner] })),
    );
    slots.push({ kind: 'balance', asset, token });
    if (asset.type === 'receipt' && asset.conversion === 'ctoken') {
      calls.push(
        call(token, encodeFunctionData({ abi: portfolioReadAbi, functionName: 'exchangeRateStored' })),
      );
      slots.push({ kind: 'exchangeRate', symbol: asset.symbol });
    }
  }
  const morpho = MORPHO_BLUE[chainId];
  if (morpho) {
    for (const market of morphoMarketsOn(chainId)) {
      const id = morphoMarketId(market.params);
      calls.push(
        call(
          morpho,
          encodeFunctionData({ abi: portfolioReadAbi, functionName: 'position', args: [id, owner] }),
        ),
      );
      slots.push({ kind: 'morphoPosition', marketId: id, collateral: market.collateral });
      calls.push(
        call(morpho, encodeFunctionData({ abi: portfolioReadAbi, functionName: 'market', args: [id] })),
      );
      slots.push({ kind: 'morphoMarket', marketId: id });
    }
  }
  return { chainId, owner, calls, slots };
}

/** A call's decoded result, or undefined when it failed or returned nothing (no contract there). */
function decode(
  functionName: 'balanceOf' | 'exchangeRateStored' | 'convertToAssets' | 'market' | 'position',
  result: ReadResult | undefined,
): unknown {
  if (!result?.success || result.returnData === '0x') return undefined;
  try {
    return decodeFunctionResult({ abi: portfolioReadAbi, functionName, data: result.returnData }) as unknown;
  } catch {
    return undefined;
  }
}

/** Spec §8: a single failed token balance reads as 0. */
function sharesOf(plan: PortfolioReadPlan, results: readonly ReadResult[]): Map<string, bigint> {
  const out = new Map<string, bigint>();
  plan.slots.forEach((slot, i) => {
    if (slot.kind === 'balance')
      out.set(slot.asset.symbol, (decode('balanceOf', results[i]) as bigint | undefined) ?? 0n);
  });
  return out;
}

export type VaultConversionPlan = { calls: ReadCall[]; symbols: string[] };

/** Round 2: convertToAssets(shares) for each ERC-4626 vault the owner holds shares of (often none: no request). */
export function planVaultConversions(
  plan: PortfolioReadPlan,
  results: readonly ReadResult[],
): VaultConversionPlan {
  const shares = sharesOf(plan, results);
  const calls: ReadCall[] = [];
  const symbols: string[] = [];
  for (const slot of plan.slots) {
    if (slot.kind !== 'balance' || slot.asset.type !== 'receipt' || slot.asset.conversion !== 'erc4626')
      continue;
    const held = shares.get(slot.asset.symbol) ?? 0n;
    if (held === 0n) continue;
    calls.push(
      call(
        slot.token,
        encodeFunctionData({ abi: portfolioReadAbi, functionName: 'convertToAssets', args: [held] }),
      ),
    );
    symbols.push(slot.asset.symbol);
  }
  return { calls, symbols };
}

const VIRTUAL_SHARES = 1_000_000n;
const VIRTUAL_ASSETS = 1n;
/** Morpho Blue SharesMathLib.toAssetsDown / toAssetsUp. */
const toAssetsDown = (shares: bigint, totalAssets: bigint, totalShares: bigint) =>
  (shares * (totalAssets + VIRTUAL_ASSETS)) / (totalShares + VIRTUAL_SHARES);
const toAssetsUp = (shares: bigint, totalAssets: bigint, totalShares: bigint) => {
  const d = totalShares + VIRTUAL_SHARES;
  return (shares * (totalAssets + VIRTUAL_ASSETS) + d - 1n) / d;
};

function underlyingDecimals(asset: Asset): number {
  if (asset.type !== 'receipt') return asset.decimals;
  return getAsset(asset.underlyingAsset)?.decimals ?? asset.decimals;
}

function entryOf(chainId: number, asset: Asset, token: Address, raw: bigint, shares?: bigint): BalanceEntry {
  const decimals = underlyingDecimals(asset);
  const balance = formatUnits(raw, decimals);
  const receipt = asset.type === 'receipt' ? (asset as ReceiptAsset) : undefined;
  const price = fixedPriceUsd(receipt?.underlyingAsset ?? asset.symbol) ?? 0;
  return {
    asset: {
      symbol: asset.symbol,
      name: asset.name,
      type: receipt ? 'receipt' : 'stablecoin',
      decimals: asset.decimals,
      address: token,
      ...(receipt ? { protocol: receipt.protocol, underlyingAsset: receipt.underlyingAsset } : {}),
    },
    balance,
    rawBalance: raw.toString(),
    ...(shares !== undefined && shares !== raw ? { rawShares: shares.toString() } : {}),
    valueUSD: Number(balance) * price,
    chainId,
    chainName: getChainName(chainId),
  };
}

export type DecodeOptions = {
  /** List tokens the owner holds none of (balance '0'). Morpho markets without a position are never listed. */
  includeZero?: boolean;
};

/** Balance entries of one chain from round 1 (and round 2 when it was needed), unsorted. */
export function decodePortfolioRead(
  plan: PortfolioReadPlan,
  results: readonly ReadResult[],
  conversions?: { plan: VaultConversionPlan; results: readonly ReadResult[] },
  options: DecodeOptions = {},
): BalanceEntry[] {
  const { chainId } = plan;
  const shares = sharesOf(plan, results);
  const rates = new Map<string, bigint>();
  const markets = new Map<string, readonly bigint[]>();
  const converted = new Map<string, bigint>();
  plan.slots.forEach((slot, i) => {
    if (slot.kind === 'exchangeRate') {
      const rate = decode('exchangeRateStored', results[i]);
      if (rate !== undefined) rates.set(slot.symbol, rate as bigint);
    } else if (slot.kind === 'morphoMarket') {
      const m = decode('market', results[i]);
      if (Array.isArray(m)) markets.set(slot.marketId, m as readonly bigint[]);
    }
  });
  conversions?.plan.symbols.forEach((symbol, i) => {
    const assets = decode('convertToAssets', conversions.results[i]);
    if (assets !== undefined) converted.set(symbol, assets as bigint);
  });

  const entries: BalanceEntry[] = [];
  plan.slots.forEach((slot, i) => {
    if (slot.kind === 'balance') {
      const held = shares.get(slot.asset.symbol) ?? 0n;
      const asset = slot.asset;
      let raw = held;
      if (asset.type === 'receipt' && asset.conversion === 'ctoken') {
        raw = (held * (rates.get(asset.symbol) ?? 0n)) / 10n ** 18n;
      } else if (asset.type === 'receipt' && asset.conversion === 'erc4626') {
        raw = held === 0n ? 0n : (converted.get(asset.symbol) ?? 0n);
      }
      if (raw > 0n || held > 0n || options.includeZero)
        entries.push(entryOf(chainId, asset, slot.token, raw, held));
    } else if (slot.kind === 'morphoPosition') {
      const p = decode('position', results[i]) as readonly [bigint, bigint, bigint] | undefined;
      const m = markets.get(slot.marketId);
      if (!p || !m) return;
      const [supplyShares, borrowShares, collateral] = p;
      if (supplyShares === 0n && borrowShares === 0n && collateral === 0n) return;
      const [totalSupplyAssets = 0n, totalSupplyShares = 0n, totalBorrowAssets = 0n, totalBorrowShares = 0n] =
        m;
      entries.push(
        morphoPositionEntry(chainId, slot.marketId, slot.collateral, {
          supplied: toAssetsDown(supplyShares, totalSupplyAssets, totalSupplyShares),
          borrowed: toAssetsUp(borrowShares, totalBorrowAssets, totalBorrowShares),
          collateral,
          supplyShares,
        }),
      );
    }
  });
  return entries;
}

function morphoPositionEntry(
  chainId: number,
  marketId: Hex,
  collateral: MorphoCollateralLabel,
  p: { supplied: bigint; borrowed: bigint; collateral: bigint; supplyShares: bigint },
): BalanceEntry {
  const usdc = getAsset('USDC');
  const decimals = usdc?.decimals ?? 6;
  const balance = formatUnits(p.supplied, decimals);
  return {
    asset: {
      symbol: 'USDC',
      name: `Morpho Blue USDC / ${collateral} market`,
      type: 'position',
      decimals,
      address: MORPHO_BLUE[chainId] as Address,
      protocol: 'Morpho Blue',
      underlyingAsset: 'USDC',
    },
    balance,
    rawBalance: p.supplied.toString(),
    rawShares: p.supplyShares.toString(),
    valueUSD: Number(balance) * (fixedPriceUsd('USDC') ?? 1),
    chainId,
    chainName: getChainName(chainId),
    marketId,
    collateral,
    position: {
      supplied: balance,
      borrowed: formatUnits(p.borrowed, decimals),
      collateral: formatUnits(p.collateral, COLLATERAL_DECIMALS[collateral]),
      lltv: Number(MORPHO_LLTV) / 1e18,
    },
  };
}

/** aggregate3 calldata for a list of calls, each allowed to fail on its own (a failed token reads as 0). */
export function encodeAggregate3(calls: readonly ReadCall[]): Hex {
  return encodeFunctionData({
    abi: multicall3Aggregate3Abi,
    functionName: 'aggregate3',
    args: [calls.map((c) => ({ target: c.target, allowFailure: true, callData: c.callData }))],
  });
}

export function decodeAggregate3(data: Hex): ReadResult[] {
  return decodeFunctionResult({ abi: multicall3Aggregate3Abi, functionName: 'aggregate3', data }).map(
    (r) => ({
      success: r.success,
      returnData: r.returnData,
    }),
  );
}
