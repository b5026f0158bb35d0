import type { FilterOption, PortfolioFilters as Filters } from '@fin/shared/domain/portfolio/rows';
import { ALL_CHAINS } from '@fin/shared/domain/portfolio/rows';
import { useId } from 'react';

/** Chain filter (All Chains plus the chains present) and asset filter (All Assets plus the symbols present). */
export function PortfolioFilters({
  filters,
  chainOptions,
  assetOptions,
  onChange,
}: {
  filters: Filters;
  chainOptions: FilterOption<Filters['chain']>[];
  assetOptions: FilterOption<string>[];
  onChange: (filters: Filters) => void;
}) {
  const chainId = useId();
  const assetId = useId();
  return (
    <>
      <span className="fin-field">
        <label htmlFor={chainId} className="fin-sr-only">
          Chain
        </label>
        <select
          id={chainId}
          className="fin-select"
          value={String(filters.chain)}
          onChange={(e) =>
            onChange({
              ...filters,
              chain: e.target.value === ALL_CHAINS ? ALL_CHAINS : Number(e.target.value),
            })
          }
        >
          {chainOptions.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
      <span className="fin-field">
        <label htmlFor={assetId} className="fin-sr-only">
          Asset
        </label>
        <select
          id={assetId}
          className="fin-select"
          value={filters.asset}
          onChange={(e) => onChange({ ...filters, asset: e.target.value })}
        >
          {assetOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
    </>
  );
}
