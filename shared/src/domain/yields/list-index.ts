// A columnar index of the yields list, built once per data load, so a filter change over 20,000 rows is one pass
// over typed arrays instead of 20,000 object reads (rows parsed from JSON are wide objects of varying shape, and
// reading six fields from each costs more than a frame in a browser). Same results as filterYields/sortYields.
import { type ListedYield, listedDepositable, type YieldsFilters } from './list-filters';
import { sortYieldIndexes, type YieldSortKey } from './list-sort';

/** Codes of a text column: each distinct value gets a small integer. */
type Codes = { values: Map<string, number>; column: Uint16Array };

export type YieldsIndex<T extends ListedYield> = {
  rows: readonly T[];
  /** Percent; NaN for an unknown APY. */
  apy: Float64Array;
  /** USD; NaN for an unknown TVL. */
  tvl: Float64Array;
  risk: Codes;
  chain: Codes;
  type: Codes;
  asset: Codes;
  /** 1 where Fin can take a deposit ('Depositable with Fin'). */
  depositable: Uint8Array;
  /** Sorted row positions per key, computed on first use. */
  orders: Map<YieldSortKey, Uint32Array>;
};

function codes<T>(rows: readonly T[], read: (row: T) => string): Codes {
  const values = new Map<string, number>();
  const column = new Uint16Array(rows.length);
  rows.forEach((row, i) => {
    const v = read(row);
    let code = values.get(v);
    if (code === undefined) {
      code = values.size;
      values.set(v, code);
    }
    column[i] = code;
  });
  return { values, column };
}

const numberOrNaN = (v: number | null) => (typeof v === 'number' ? v : Number.NaN);
/** An APY filters like yieldsFilterPredicate: anything but a finite number is "unknown" and passes. */
const apyOrNaN = (v: number | null) => (typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN);

export function buildYieldsIndex<T extends ListedYield>(rows: readonly T[]): YieldsIndex<T> {
  return {
    rows,
    apy: Float64Array.from(rows, (r) => apyOrNaN(r.apy)),
    tvl: Float64Array.from(rows, (r) => numberOrNaN(r.tvl)),
    risk: codes(rows, (r) => r.riskLevel),
    chain: codes(rows, (r) => r.chain),
    type: codes(rows, (r) => r.type),
    asset: codes(rows, (r) => r.asset),
    depositable: Uint8Array.from(rows, (r) => (listedDepositable(r) ? 1 : 0)),
    orders: new Map(),
  };
}

/** Row positions in `key` order (cached on the index). */
export function indexOrder<T extends ListedYield>(index: YieldsIndex<T>, key: YieldSortKey): Uint32Array {
  let order = index.orders.get(key);
  if (!order) {
    order = sortYieldIndexes(index.rows, key);
    index.orders.set(key, order);
  }
  return order;
}

/** Which codes of a column pass: null when the filter is off (empty selection). */
function allowed(col: Codes, chosen: readonly string[]): Uint8Array | null {
  if (chosen.length === 0) return null;
  const ok = new Uint8Array(col.values.size);
  for (const v of chosen) {
    const code = col.values.get(v);
    if (code !== undefined) ok[code] = 1;
  }
  return ok;
}

/** A position test with the semantics of yieldsFilterPredicate (unknown APY always passes the APY bounds). */
export function indexPredicate<T extends ListedYield>(
  index: YieldsIndex<T>,
  filters: YieldsFilters,
): (position: number) => boolean {
  const { minApy, maxApy, minTvl } = filters;
  const { apy, tvl } = index;
  const risk = allowed(index.risk, filters.riskLevels);
  const chain = allowed(index.chain, filters.chains);
  const type = allowed(index.type, filters.protocolTypes);
  const asset = allowed(index.asset, filters.assets);
  return (i) => {
    const a = apy[i] as number;
    // NaN fails both comparisons, so an unknown APY is never excluded here.
    if (a < minApy || a > maxApy) return false;
    if (minTvl > 0 && !((tvl[i] as number) >= minTvl)) return false;
    if (risk && !risk[index.risk.column[i] as number]) return false;
    if (chain && !chain[index.chain.column[i] as number]) return false;
    if (type && !type[index.type.column[i] as number]) return false;
    if (asset && !asset[index.asset.column[i] as number]) return false;
    if (filters.depositable && !index.depositable[i]) return false;
    return true;
  };
}

/** The rows passing `filters`, in `key` order. */
export function listYields<T extends ListedYield>(
  index: YieldsIndex<T>,
  key: YieldSortKey,
  filters: YieldsFilters,
): T[] {
  const order = indexOrder(index, key);
  const passes = indexPredicate(index, filters);
  const out: T[] = [];
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    if (passes(i)) out.push(index.rows[i] as T);
  }
  return out;
}

/**
 * The row that earns 'BEST APY' among those passing `filters`: the first of the APY order with an APY above 0 whose
 * figures are current (freshness.ts).
 */
export function bestApyId<T extends ListedYield>(
  index: YieldsIndex<T>,
  filters: YieldsFilters,
): string | undefined {
  const order = indexOrder(index, 'apy');
  const passes = indexPredicate(index, filters);
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    const a = index.apy[i] as number;
    // The APY order puts current rows first, known positive APYs first among them; a stale row is never best.
    if (!(a > 0) || index.rows[i]?.stale) return undefined;
    if (passes(i)) return index.rows[i]?.id;
  }
  return undefined;
}
