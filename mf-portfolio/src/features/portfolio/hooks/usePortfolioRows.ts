// The rows the panel lists, from one read of the portfolio: held rows (or every row with 'Show zero balances'),
// the chain and asset filters reconciled with what is listed, and the totals of what is listed.
import {
  ALL_ASSETS,
  ALL_CHAINS,
  type PortfolioFilters as Filters,
  filterBalanceEntries,
  reconcileFilters,
  sortBalanceEntries,
  summarizePortfolio,
} from '@fin/shared/domain/portfolio/rows';
import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import type { BalanceEntry } from '@fin/shared/schemas/portfolio';
import { useMemo, useState } from 'react';
import { toRowViews } from '../utils/row-view';

export const NO_FILTERS: Filters = { chain: ALL_CHAINS, asset: ALL_ASSETS };

export function usePortfolioRows(
  entries: readonly BalanceEntry[] | undefined,
  pools: Parameters<typeof toRowViews>[1],
  earned: EarningsResponse | undefined,
) {
  const [chosenFilters, setFilters] = useState<Filters>(NO_FILTERS);
  const [showZero, setShowZero] = useState(false);
  const all = useMemo(
    () => toRowViews(sortBalanceEntries(entries ?? []), pools, earned),
    [entries, pools, earned],
  );
  const held = useMemo(() => all.filter((r) => !r.zero), [all]);
  const heldEntries = useMemo(() => held.map((r) => r.entry), [held]);
  const listed = showZero ? all : held;
  const listedEntries = useMemo(() => listed.map((r) => r.entry), [listed]);
  const filters = reconcileFilters(listedEntries, chosenFilters);
  const shown = useMemo(() => {
    const keep = new Set(filterBalanceEntries(listedEntries, filters));
    return listed.filter((r) => keep.has(r.entry));
  }, [listed, listedEntries, filters]);
  return {
    held,
    heldEntries,
    listedEntries,
    shown,
    filters,
    setFilters,
    showZero,
    setShowZero,
    summary: summarizePortfolio(listedEntries),
  };
}
