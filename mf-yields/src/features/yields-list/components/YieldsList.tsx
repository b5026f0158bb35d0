import {
  DEFAULT_FILTERS,
  type YieldsFilters as Filters,
  filterChoices,
  hiddenAboveMaxApy,
} from '@fin/shared/domain/yields/list-filters';
import type { YieldsView } from '@fin/shared/domain/yields/list-url';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Button } from '@fin/shared/ui/Button';
import { useMemo } from 'react';
import { useListedYields } from '../hooks/useListedYields';
import { VirtualYieldRows } from './VirtualYieldRows';
import { VisitorGate } from './VisitorGate';
import { YieldsHeader } from './YieldRow';
import { YieldsFilters } from './YieldsFilters';

import { YieldsNoMatch } from './YieldsStates';

/** The list as a home-page section (a preview) or as its own page (every pool). */
export type YieldsMode = 'section' | 'page';

/** 'Show them' lifts the maximum APY far above any real rate (kept finite: it lives in the URL). */
const SHOW_ALL_MAX_APY = 1_000_000;

type SetView = (update: (current: YieldsView) => YieldsView) => void;

/** The filters, how many rows they leave, and the rows (gated for a visitor without a wallet). */
export function YieldsList(p: {
  rows: YieldOpportunity[];
  view: YieldsView;
  setView: SetView;
  connected: boolean;
  mode: YieldsMode;
  onOpen: (id: string) => void;
}) {
  const { rows, view, setView } = p;
  const { shown, bestId } = useListedYields(rows, view.filters, view.sort);
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const aboveMax = useMemo(() => hiddenAboveMaxApy(rows, view.filters), [rows, view.filters]);
  const setFilters = (patch: Partial<Filters>) =>
    setView((v) => ({ ...v, filters: { ...v.filters, ...patch } }));

  return (
    <>
      <YieldsFilters view={view} choices={choices} onChange={setView} />
      <p className="yl-count" aria-live="polite" data-testid="yields-count">
        {shown.length} of {rows.length} opportunities
      </p>
      {aboveMax > 0 ? (
        <p className="yl-count" data-testid="yields-above-max">
          {aboveMax} {aboveMax === 1 ? 'pool' : 'pools'} above {view.filters.maxApy}% APY hidden: such rates
          are usually short-lived incentives or very small pools.{' '}
          <Button size="sm" variant="ghost" onClick={() => setFilters({ maxApy: SHOW_ALL_MAX_APY })}>
            Show them
          </Button>
        </p>
      ) : null}
      {shown.length === 0 ? (
        <YieldsNoMatch onReset={() => setView((v) => ({ ...v, filters: DEFAULT_FILTERS }))} />
      ) : (
        <>
          <YieldsHeader />
          {p.connected ? (
            <VirtualYieldRows rows={shown} bestId={bestId} onOpen={p.onOpen} mode={p.mode} />
          ) : (
            <VisitorGate rows={shown} bestId={bestId} onOpen={p.onOpen} />
          )}
        </>
      )}
    </>
  );
}
