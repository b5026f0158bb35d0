import {
  activeFilterCount,
  DEFAULT_FILTERS,
  type FilterChoices,
  type YieldsFilters as Filters,
} from '@fin/shared/domain/yields/list-filters';
import type { YieldsView } from '@fin/shared/domain/yields/list-url';
import { Button } from '@fin/shared/ui/Button';
import { ChoiceFilter } from './ChoiceFilter';
import {
  capitalize,
  DepositableFilter,
  MinApyFilter,
  MinTvlFilter,
  RiskFilter,
  SortSelect,
} from './FilterControls';

/** Filters and sort of the yields list. Every change goes through `onChange` into the URL. */
export function YieldsFilters({
  view,
  choices,
  onChange,
}: {
  view: YieldsView;
  choices: FilterChoices;
  onChange: (update: (current: YieldsView) => YieldsView) => void;
}) {
  const { filters, sort } = view;
  const setFilters = (patch: Partial<Filters>) =>
    onChange((v) => ({ ...v, filters: { ...v.filters, ...patch } }));
  const active = activeFilterCount(filters);

  return (
    <section className="yl-filters" aria-label="Filters and sort">
      <MinApyFilter minApy={filters.minApy} setFilters={setFilters} />
      <MinTvlFilter minTvl={filters.minTvl} setFilters={setFilters} />
      <RiskFilter riskLevels={filters.riskLevels} setFilters={setFilters} />
      <DepositableFilter depositable={filters.depositable} setFilters={setFilters} />
      <ChoiceFilter
        label="Chains"
        options={choices.chains}
        selected={filters.chains}
        onChange={(chains) => setFilters({ chains })}
      />
      <ChoiceFilter
        label="Types"
        options={choices.protocolTypes}
        selected={filters.protocolTypes}
        format={capitalize}
        onChange={(protocolTypes) => setFilters({ protocolTypes })}
      />
      <ChoiceFilter
        label="Assets"
        options={choices.assets}
        selected={filters.assets}
        onChange={(assets) => setFilters({ assets })}
      />
      <SortSelect sort={sort} onSort={(next) => onChange((v) => ({ ...v, sort: next }))} />
      {active > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange((v) => ({ ...v, filters: DEFAULT_FILTERS }))}
        >
          Reset filters ({active})
        </Button>
      ) : null}
    </section>
  );
}
