// The yields list's filters. A yield with no APY is never excluded by the APY filter: an unknown rate is not a low
// one. Pure: the list, the benchmark and the URL state share one definition.

import { type DepositableInput, depositableWithFin } from '../deposit/method';
import type { YieldOpportunity } from './yield-opportunity';

/** The fields the filters and sort keys read; a full YieldOpportunity satisfies it. */
export type ListedYield = Pick<
  YieldOpportunity,
  'id' | 'apy' | 'tvl' | 'riskLevel' | 'riskScore' | 'stabilityScore' | 'chain' | 'type' | 'asset'
> &
  Partial<
    Pick<
      YieldOpportunity,
      'protocolSlug' | 'protocol' | 'chainId' | 'poolAddress' | 'stats' | 'realized' | 'stale'
    >
  >;

/** 'Depositable with Fin' for a listed row; a row without its deposit fields is not. */
export function listedDepositable(row: ListedYield): boolean {
  return !!row.poolAddress && depositableWithFin(row as DepositableInput);
}

export type RiskLevelFilter = YieldOpportunity['riskLevel'];

export type YieldsFilters = {
  /** Percent, set by the slider (0–30). */
  minApy: number;
  /** Percent; defaults to 100 and is only changed through a shared link. */
  maxApy: number;
  /** USD; one of MIN_TVL_OPTIONS. */
  minTvl: number;
  /** Empty list = every value passes. */
  riskLevels: RiskLevelFilter[];
  chains: string[];
  protocolTypes: string[];
  assets: string[];
  /** Only rows Fin can take a deposit into ('Depositable with Fin'). */
  depositable: boolean;
};

export const MIN_APY_SLIDER = { min: 0, max: 30, step: 0.5 } as const;
export const DEFAULT_MAX_APY = 100;

export const MIN_TVL_OPTIONS: readonly { value: number; label: string }[] = [
  { value: 0, label: 'Any' },
  { value: 10_000_000, label: '10M' },
  { value: 50_000_000, label: '50M' },
  { value: 100_000_000, label: '100M' },
  { value: 500_000_000, label: '500M' },
  { value: 1_000_000_000, label: '1B' },
];

export const RISK_LEVELS: readonly RiskLevelFilter[] = ['low', 'medium', 'high'];

export const DEFAULT_FILTERS: YieldsFilters = {
  minApy: 0,
  maxApy: DEFAULT_MAX_APY,
  minTvl: 0,
  riskLevels: [],
  chains: [],
  protocolTypes: [],
  assets: [],
  depositable: false,
};

/** A usable APY, or null: the sources send null, and NaN must behave the same. */
function knownApy(apy: number | null): number | null {
  return typeof apy === 'number' && Number.isFinite(apy) ? apy : null;
}

/**
 * Build the predicate once per filter change, so a 20,000-row list is one pass of cheap checks.
 * A row with an unknown APY always passes the APY bounds; a row with an unknown TVL fails a minimum TVL above
 * 0, since nothing says it meets it.
 */
export function yieldsFilterPredicate(filters: YieldsFilters): (row: ListedYield) => boolean {
  const { minApy, maxApy, minTvl } = filters;
  const risk = filters.riskLevels.length ? new Set<string>(filters.riskLevels) : null;
  const chains = filters.chains.length ? new Set(filters.chains) : null;
  const types = filters.protocolTypes.length ? new Set(filters.protocolTypes) : null;
  const assets = filters.assets.length ? new Set(filters.assets) : null;
  return (row) => {
    const apy = knownApy(row.apy);
    if (apy !== null && (apy < minApy || apy > maxApy)) return false;
    if (minTvl > 0 && !(typeof row.tvl === 'number' && row.tvl >= minTvl)) return false;
    if (risk && !risk.has(row.riskLevel)) return false;
    if (chains && !chains.has(row.chain)) return false;
    if (types && !types.has(row.type)) return false;
    if (assets && !assets.has(row.asset)) return false;
    if (filters.depositable && !listedDepositable(row)) return false;
    return true;
  };
}

export function filterYields<T extends ListedYield>(rows: readonly T[], filters: YieldsFilters): T[] {
  return rows.filter(yieldsFilterPredicate(filters));
}

/**
 * How many rows the maximum APY alone hides (they pass every other filter): above 100% is most often a short-lived
 * incentive or a thin pool, hidden by default, but the list must say they exist rather than drop them silently.
 */
export function hiddenAboveMaxApy(rows: readonly ListedYield[], filters: YieldsFilters): number {
  const passesOthers = yieldsFilterPredicate({ ...filters, maxApy: Number.POSITIVE_INFINITY });
  return rows.filter((r) => passesOthers(r) && knownApy(r.apy) !== null && (r.apy as number) > filters.maxApy)
    .length;
}

export type FilterChoices = { chains: string[]; protocolTypes: string[]; assets: string[] };

/** The values present in the data, sorted, for the chain / type / asset pickers. */
export function filterChoices(rows: readonly ListedYield[]): FilterChoices {
  const chains = new Set<string>();
  const types = new Set<string>();
  const assets = new Set<string>();
  for (const r of rows) {
    chains.add(r.chain);
    types.add(r.type);
    assets.add(r.asset);
  }
  const sorted = (s: Set<string>) => [...s].sort((a, b) => a.localeCompare(b));
  return { chains: sorted(chains), protocolTypes: sorted(types), assets: sorted(assets) };
}

/** How many filters differ from the defaults (for a "Reset filters" control and its label). */
export function activeFilterCount(filters: YieldsFilters): number {
  let n = 0;
  if (filters.minApy !== DEFAULT_FILTERS.minApy) n++;
  if (filters.maxApy !== DEFAULT_FILTERS.maxApy) n++;
  if (filters.minTvl !== DEFAULT_FILTERS.minTvl) n++;
  for (const list of [filters.riskLevels, filters.chains, filters.protocolTypes, filters.assets]) {
    if (list.length) n++;
  }
  if (filters.depositable) n++;
  return n;
}
