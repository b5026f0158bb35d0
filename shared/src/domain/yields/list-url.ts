// The yields list's view (filters + sort) as URL query parameters, so a view can be shared and survives reload.
// Only values that differ from the defaults are written; anything malformed in a link falls back to the default
// for that one field instead of breaking the page.
import {
  DEFAULT_FILTERS,
  MIN_APY_SLIDER,
  MIN_TVL_OPTIONS,
  RISK_LEVELS,
  type RiskLevelFilter,
  type YieldsFilters,
} from './list-filters';
import { DEFAULT_SORT, isSortKey, type YieldSortKey } from './list-sort';

export type YieldsView = { filters: YieldsFilters; sort: YieldSortKey };

export const DEFAULT_VIEW: YieldsView = { filters: DEFAULT_FILTERS, sort: DEFAULT_SORT };

/** The query keys this list owns; other keys in the URL are left untouched. */
export const YIELDS_URL_KEYS = {
  sort: 'sort',
  minApy: 'minApy',
  maxApy: 'maxApy',
  minTvl: 'minTvl',
  risk: 'risk',
  chains: 'chain',
  protocolTypes: 'type',
  assets: 'asset',
  depositable: 'depositable',
} as const;

const LIST_SEPARATOR = ',';

function numberIn(text: string | null, min: number, max: number): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isFinite(n)) return undefined;
  return Math.min(max, Math.max(min, n));
}

function list(text: string | null): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .split(LIST_SEPARATOR)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Reads the view from a query string ('?sort=tvl&minApy=5&chain=Base,Ethereum'). */
export function parseYieldsView(search: string | URLSearchParams): YieldsView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sortText = params.get(YIELDS_URL_KEYS.sort);
  const minApy = numberIn(params.get(YIELDS_URL_KEYS.minApy), MIN_APY_SLIDER.min, MIN_APY_SLIDER.max);
  const maxApy = numberIn(params.get(YIELDS_URL_KEYS.maxApy), 0, Number.MAX_SAFE_INTEGER);
  const tvlText = params.get(YIELDS_URL_KEYS.minTvl);
  const minTvl = MIN_TVL_OPTIONS.find((o) => String(o.value) === tvlText || o.label === tvlText)?.value;
  const riskLevels = list(params.get(YIELDS_URL_KEYS.risk)).filter((r): r is RiskLevelFilter =>
    (RISK_LEVELS as readonly string[]).includes(r),
  );
  return {
    sort: isSortKey(sortText) ? sortText : DEFAULT_SORT,
    filters: {
      minApy: minApy ?? DEFAULT_FILTERS.minApy,
      maxApy: maxApy ?? DEFAULT_FILTERS.maxApy,
      minTvl: minTvl ?? DEFAULT_FILTERS.minTvl,
      riskLevels,
      chains: list(params.get(YIELDS_URL_KEYS.chains)),
      protocolTypes: list(params.get(YIELDS_URL_KEYS.protocolTypes)),
      assets: list(params.get(YIELDS_URL_KEYS.assets)),
      depositable: params.get(YIELDS_URL_KEYS.depositable) === '1',
    },
  };
}

/**
 * Writes the view into `base` (a copy; other parameters kept, its own keys in a fixed order): defaults remove
 * their key, so the plain page URL stays plain.
 */
export function writeYieldsView(view: YieldsView, base: string | URLSearchParams = ''): URLSearchParams {
  const params = new URLSearchParams(base);
  // Own keys are rewritten in one fixed order, so the same view always gives the same link.
  for (const key of Object.values(YIELDS_URL_KEYS)) params.delete(key);
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') params.set(key, value);
  };
  const { filters, sort } = view;
  const K = YIELDS_URL_KEYS;
  set(K.sort, sort === DEFAULT_SORT ? undefined : sort);
  set(K.minApy, filters.minApy === DEFAULT_FILTERS.minApy ? undefined : String(filters.minApy));
  set(K.maxApy, filters.maxApy === DEFAULT_FILTERS.maxApy ? undefined : String(filters.maxApy));
  set(K.minTvl, filters.minTvl === DEFAULT_FILTERS.minTvl ? undefined : String(filters.minTvl));
  set(K.risk, filters.riskLevels.join(LIST_SEPARATOR));
  set(K.chains, filters.chains.join(LIST_SEPARATOR));
  set(K.protocolTypes, filters.protocolTypes.join(LIST_SEPARATOR));
  set(K.assets, filters.assets.join(LIST_SEPARATOR));
  set(K.depositable, filters.depositable ? '1' : undefined);
  return params;
}
