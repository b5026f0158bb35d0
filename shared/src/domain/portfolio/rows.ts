// What the portfolio panel does with balance entries: order, filters,
// footer counts and the allocation breakdowns. Pure, so the API and the browser fallback agree on every number.

import { PORTFOLIO_CHAIN_IDS } from '../chains/chains';
import { ASSETS } from '../money/tokens';
import type { BalanceEntry } from './balance';

export const ALL_CHAINS = 'all';
export const ALL_ASSETS = 'all';

export type PortfolioFilters = { chain: typeof ALL_CHAINS | number; asset: typeof ALL_ASSETS | string };
export type FilterOption<V> = { value: V; label: string };

/** One identity per row: a chain holds each token once, and each Morpho market once. */
export function balanceEntryKey(entry: BalanceEntry): string {
  return `${entry.chainId}:${entry.asset.type}:${entry.marketId ?? entry.asset.address.toLowerCase()}:${entry.asset.symbol}`;
}

/** True when the row holds nothing worth listing: no balance and, for a Morpho position, no collateral or debt. */
export function isZeroBalance(entry: BalanceEntry): boolean {
  if (Number(entry.balance) > 0 || entry.valueUSD > 0) return false;
  const p = entry.position;
  return !p || (Number(p.collateral) <= 0 && Number(p.borrowed) <= 0);
}

/** Largest USD value first, then chain name; symbol last so equal rows never swap between refreshes. */
export function sortBalanceEntries(entries: readonly BalanceEntry[]): BalanceEntry[] {
  return [...entries].sort(
    (a, b) =>
      b.valueUSD - a.valueUSD ||
      a.chainName.localeCompare(b.chainName, 'en') ||
      a.asset.symbol.localeCompare(b.asset.symbol, 'en') ||
      (a.marketId ?? '').localeCompare(b.marketId ?? ''),
  );
}

const chainOrder = (id: number) => {
  const i = (PORTFOLIO_CHAIN_IDS as readonly number[]).indexOf(id);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
};
const registryOrder = new Map(ASSETS.map((a, i) => [a.symbol, i]));
const assetOrder = (symbol: string) => registryOrder.get(symbol) ?? Number.MAX_SAFE_INTEGER;

/** 'All Chains' plus the chains present, in the spec's chain order. */
export function chainFilterOptions(
  entries: readonly BalanceEntry[],
): FilterOption<PortfolioFilters['chain']>[] {
  const present = new Map<number, string>();
  for (const e of entries) present.set(e.chainId, e.chainName);
  const chains = [...present].sort(([a], [b]) => chainOrder(a) - chainOrder(b) || a - b);
  return [{ value: ALL_CHAINS, label: 'All Chains' }, ...chains.map(([value, label]) => ({ value, label }))];
}

/** 'All Assets' plus the symbols present, in token-registry order (stablecoins, then receipts). */
export function assetFilterOptions(entries: readonly BalanceEntry[]): FilterOption<string>[] {
  const symbols = [...new Set(entries.map((e) => e.asset.symbol))].sort(
    (a, b) => assetOrder(a) - assetOrder(b) || a.localeCompare(b, 'en'),
  );
  return [{ value: ALL_ASSETS, label: 'All Assets' }, ...symbols.map((s) => ({ value: s, label: s }))];
}

export function filterBalanceEntries(
  entries: readonly BalanceEntry[],
  filters: PortfolioFilters,
): BalanceEntry[] {
  return entries.filter(
    (e) =>
      (filters.chain === ALL_CHAINS || e.chainId === filters.chain) &&
      (filters.asset === ALL_ASSETS || e.asset.symbol === filters.asset),
  );
}

/** A filter whose value is no longer present (after a refresh) falls back to 'all' instead of hiding every row. */
export function reconcileFilters(
  entries: readonly BalanceEntry[],
  filters: PortfolioFilters,
): PortfolioFilters {
  const chain =
    filters.chain !== ALL_CHAINS && !entries.some((e) => e.chainId === filters.chain)
      ? ALL_CHAINS
      : filters.chain;
  const asset =
    filters.asset !== ALL_ASSETS && !entries.some((e) => e.asset.symbol === filters.asset)
      ? ALL_ASSETS
      : filters.asset;
  return chain === filters.chain && asset === filters.asset ? filters : { chain, asset };
}

export type PortfolioSummary = {
  totalValueUSD: number;
  /** Footer 'Total Assets': rows listed. */
  assetCount: number;
  /** Footer 'Chains': chains with at least one row. */
  chainCount: number;
  /** Footer 'Active Positions': receipt and position rows holding something. */
  positionCount: number;
};

export function summarizePortfolio(entries: readonly BalanceEntry[]): PortfolioSummary {
  let totalValueUSD = 0;
  let positionCount = 0;
  const chains = new Set<number>();
  for (const e of entries) {
    totalValueUSD += e.valueUSD;
    chains.add(e.chainId);
    if (e.asset.type !== 'stablecoin' && !isZeroBalance(e)) positionCount++;
  }
  return { totalValueUSD, assetCount: entries.length, chainCount: chains.size, positionCount };
}

export type AllocationSlice = {
  key: string;
  label: string;
  valueUSD: number /** 0..1 of the total */;
  share: number;
};

/** Where stablecoins sitting in the wallet (earning nothing) are counted in the by-protocol view. */
export const WALLET_ALLOCATION_LABEL = 'Wallet (not earning)';

function slices(groups: Map<string, { label: string; valueUSD: number }>): AllocationSlice[] {
  const total = [...groups.values()].reduce((s, g) => s + g.valueUSD, 0);
  return [...groups]
    .filter(([, g]) => g.valueUSD > 0)
    .map(([key, g]) => ({
      key,
      label: g.label,
      valueUSD: g.valueUSD,
      share: total > 0 ? g.valueUSD / total : 0,
    }))
    .sort((a, b) => b.valueUSD - a.valueUSD || a.label.localeCompare(b.label, 'en'));
}

export function allocationByChain(entries: readonly BalanceEntry[]): AllocationSlice[] {
  const groups = new Map<string, { label: string; valueUSD: number }>();
  for (const e of entries) {
    const g = groups.get(String(e.chainId)) ?? { label: e.chainName, valueUSD: 0 };
    g.valueUSD += e.valueUSD;
    groups.set(String(e.chainId), g);
  }
  return slices(groups);
}

export function allocationByProtocol(entries: readonly BalanceEntry[]): AllocationSlice[] {
  const groups = new Map<string, { label: string; valueUSD: number }>();
  for (const e of entries) {
    const label = e.asset.protocol ?? WALLET_ALLOCATION_LABEL;
    const g = groups.get(label) ?? { label, valueUSD: 0 };
    g.valueUSD += e.valueUSD;
    groups.set(label, g);
  }
  return slices(groups);
}
