// The shown rows for the current view. A columnar index is built once per data load; sorting 20,000 rows takes
// longer than a frame, so the order for the shown key is computed when first needed and the other three while
// the page is idle. Every change is then one pass over typed arrays (filtering keeps the order).

import type { YieldsFilters } from '@fin/shared/domain/yields/list-filters';
import {
  bestApyId,
  buildYieldsIndex,
  indexOrder,
  listYields,
  type YieldsIndex,
} from '@fin/shared/domain/yields/list-index';
import { SORT_KEYS, type YieldSortKey } from '@fin/shared/domain/yields/list-sort';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { useEffect, useMemo } from 'react';

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}

export function useListedYields(
  rows: readonly YieldOpportunity[],
  filters: YieldsFilters,
  sort: YieldSortKey,
) {
  const index = useMemo(() => buildYieldsIndex(rows), [rows]);
  const shown = useMemo(() => listYields(index, sort, filters), [index, sort, filters]);
  const bestId = useMemo(() => bestApyId(index, filters), [index, filters]);
  useIdleOrders(index);
  return { shown, bestId };
}

/** Sorts the index by the keys not used yet, one key per idle slot, so no task holds the main thread long. */
function useIdleOrders(index: YieldsIndex<YieldOpportunity>) {
  useEffect(() => {
    if (index.rows.length === 0) return;
    let cancel = () => {};
    const warm = (keys: YieldSortKey[]) => {
      const [next, ...rest] = keys;
      if (!next) return;
      cancel = whenIdle(() => {
        indexOrder(index, next);
        warm(rest);
      });
    };
    warm(SORT_KEYS.filter((k) => !index.orders.has(k)));
    return () => cancel();
  }, [index]);
}
