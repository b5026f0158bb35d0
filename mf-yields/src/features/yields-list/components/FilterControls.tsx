// The yields list's single-value filters and the sort, each one control with its label (the multi-choice ones are
// ChoiceFilter.tsx). YieldsFilters.tsx lays them out and sends every change into the URL.
import {
  type YieldsFilters as Filters,
  MIN_APY_SLIDER,
  MIN_TVL_OPTIONS,
  RISK_LEVELS,
} from '@fin/shared/domain/yields/list-filters';
import { SORT_KEYS, SORT_LABELS, type YieldSortKey } from '@fin/shared/domain/yields/list-sort';
import { Button } from '@fin/shared/ui/Button';
import { Slider } from '@fin/shared/ui/Slider';
import { useId } from 'react';

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type SetFilters = (patch: Partial<Filters>) => void;

export function MinApyFilter({ minApy, setFilters }: { minApy: number; setFilters: SetFilters }) {
  const id = useId();
  return (
    <div className="yl-filter yl-filter--slider">
      <span className="yl-filter__label" id={id}>
        Min APY: {minApy}%
      </span>
      <Slider
        label="Minimum APY"
        value={minApy}
        min={MIN_APY_SLIDER.min}
        max={MIN_APY_SLIDER.max}
        step={MIN_APY_SLIDER.step}
        valueText={`${minApy}% minimum APY`}
        onValueChange={(value) => setFilters({ minApy: value })}
      />
    </div>
  );
}

export function MinTvlFilter({ minTvl, setFilters }: { minTvl: number; setFilters: SetFilters }) {
  const id = useId();
  return (
    <div className="yl-filter">
      <label className="yl-filter__label" htmlFor={id}>
        Min TVL
      </label>
      <select
        id={id}
        className="fin-select"
        value={minTvl}
        onChange={(e) => setFilters({ minTvl: Number(e.target.value) })}
      >
        {MIN_TVL_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Risk levels as toggles: none pressed shows every level. */
export function RiskFilter({
  riskLevels,
  setFilters,
}: {
  riskLevels: Filters['riskLevels'];
  setFilters: SetFilters;
}) {
  const toggle = (level: Filters['riskLevels'][number]) =>
    setFilters({
      riskLevels: riskLevels.includes(level) ? riskLevels.filter((r) => r !== level) : [...riskLevels, level],
    });
  return (
    <div className="yl-filter">
      <span className="yl-filter__label">Risk</span>
      <div className="yl-risk">
        {RISK_LEVELS.map((level) => (
          <Button
            key={level}
            variant="secondary"
            size="sm"
            aria-pressed={riskLevels.includes(level)}
            onClick={() => toggle(level)}
          >
            {capitalize(level)}
          </Button>
        ))}
      </div>
    </div>
  );
}

export function DepositableFilter({
  depositable,
  setFilters,
}: {
  depositable: boolean;
  setFilters: SetFilters;
}) {
  return (
    <div className="yl-filter">
      <span className="yl-filter__label">Deposit</span>
      {/* Styled as the risk toggles: pressed reads as on. */}
      <div className="yl-risk">
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={depositable}
          onClick={() => setFilters({ depositable: !depositable })}
        >
          Depositable with Fin
        </Button>
      </div>
    </div>
  );
}

export function SortSelect({ sort, onSort }: { sort: YieldSortKey; onSort: (sort: YieldSortKey) => void }) {
  const id = useId();
  return (
    <div className="yl-filter">
      <label className="yl-filter__label" htmlFor={id}>
        Sort by
      </label>
      <select
        id={id}
        className="fin-select"
        value={sort}
        onChange={(e) => onSort(e.target.value as YieldSortKey)}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
