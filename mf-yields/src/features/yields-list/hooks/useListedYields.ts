// Sort once per data or sort change, filter the sorted rows per filter change: filtering keeps order, so moving
// the APY slider over 20,000 rows is one linear pass, not a sort.
import { bestApyRowId } from '@fin/shared/domain/yields-list-badges';
import { filterYields, type YieldsFilters } from '@fin/shared/domain/yields-list-filters';
import { sortYields, type YieldSortKey } from '@fin/shared/domain/yields-list-sort';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { useMemo } from 'react';

export function useListedYields(
  rows: readonly YieldOpportunity[],
  filters: YieldsFilters,
  sort: YieldSortKey,
) {
  const sorted = useMemo(() => sortYields(rows, sort), [rows, sort]);
  const shown = useMemo(() => filterYields(sorted, filters), [sorted, filters]);
  const bestId = useMemo(() => bestApyRowId(shown), [shown]);
  return { shown, bestId };
}
