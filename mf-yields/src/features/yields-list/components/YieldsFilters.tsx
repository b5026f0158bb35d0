import {
  activeFilterCount,
  DEFAULT_FILTERS,
  type FilterChoices,
  type YieldsFilters as Filters,
  MIN_APY_SLIDER,
  MIN_TVL_OPTIONS,
  RISK_LEVELS,
} from '@fin/shared/domain/yields/list-filters';
import { SORT_KEYS, SORT_LABELS, type YieldSortKey } from '@fin/shared/domain/yields/list-sort';
import type { YieldsView } from '@fin/shared/domain/yields/list-url';
import { Button } from '@fin/shared/ui/Button';
import { Slider } from '@fin/shared/ui/Slider';
import { useId } from 'react';
import { ChoiceFilter } from './ChoiceFilter';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
  const ids = { tvl: useId(), sort: useId(), apy: useId() };
  const { filters, sort } = view;
  const setFilters = (patch: Partial<Filters>) =>
    onChange((v) => ({ ...v, filters: { ...v.filters, ...patch } }));
  const toggleRisk = (level: Filters['riskLevels'][number]) =>
    setFilters({
      riskLevels: filters.riskLevels.includes(level)
        ? filters.riskLevels.filter((r) => r !== level)
        : [...filters.riskLevels, level],
    });
  const active = activeFilterCount(filters);

  return (
    <section className="yl-filters" aria-label="Filters and sort">
      <div className="yl-filter yl-filter--slider">
        <span className="yl-filter__label" id={ids.apy}>
          Min APY: {filters.minApy}%
        </span>
        <Slider
          label="Minimum APY"
          value={filters.minApy}
          min={MIN_APY_SLIDER.min}
          max={MIN_APY_SLIDER.max}
          step={MIN_APY_SLIDER.step}
          valueText={`${filters.minApy}% minimum APY`}
          onValueChange={(minApy) => setFilters({ minApy })}
        />
      </div>
      <div className="yl-filter">
        <label className="yl-filter__label" htmlFor={ids.tvl}>
          Min TVL
        </label>
        <select
          id={ids.tvl}
          className="fin-select"
          value={filters.minTvl}
          onChange={(e) => setFilters({ minTvl: Number(e.target.value) })}
        >
          {MIN_TVL_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="yl-filter">
        <span className="yl-filter__label">Risk</span>
        <div className="yl-risk">
          {RISK_LEVELS.map((level) => (
            <Button
              key={level}
              variant="secondary"
              size="sm"
              aria-pressed={filters.riskLevels.includes(level)}
              onClick={() => toggleRisk(level)}
            >
              {capitalize(level)}
            </Button>
          ))}
        </div>
      </div>
      <div className="yl-filter">
        <span className="yl-filter__label">Deposit</span>
        {/* Styled as the risk toggles: pressed reads as on. */}
        <div className="yl-risk">
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={filters.depositable}
            onClick={() => setFilters({ depositable: !filters.depositable })}
          >
            Depositable with Fin
          </Button>
        </div>
      </div>
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
      <div className="yl-filter">
        <label className="yl-filter__label" htmlFor={ids.sort}>
          Sort by
        </label>
        <select
          id={ids.sort}
          className="fin-select"
          value={sort}
          onChange={(e) => onChange((v) => ({ ...v, sort: e.target.value as YieldSortKey }))}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
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
