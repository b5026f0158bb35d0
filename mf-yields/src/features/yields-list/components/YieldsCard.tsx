import { DEFAULT_FILTERS, filterChoices, hiddenAboveMaxApy } from '@fin/shared/domain/yields/list-filters';
import { writeYieldsView } from '@fin/shared/domain/yields/list-url';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Button } from '@fin/shared/ui/Button';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useListedYields } from '../hooks/useListedYields';
import { useYieldOpportunities } from '../hooks/useYieldOpportunities';
import { useYieldsView } from '../hooks/useYieldsView';
import { FreshnessBar } from './FreshnessBar';
import { VirtualYieldRows } from './VirtualYieldRows';
import { VisitorGate } from './VisitorGate';
import { YieldsHeader } from './YieldRow';
import { YieldsFilters } from './YieldsFilters';
import { YieldsError, YieldsLoading, YieldsNoMatch } from './YieldsStates';
import './yields.css';

/** 'Show them' lifts the maximum APY far above any real rate (kept finite: it lives in the URL). */
const SHOW_ALL_MAX_APY = 1_000_000;

export type YieldsMode = 'section' | 'page';

/** 'USD Stablecoins', the yields section: the list with its filters, gating and detail modal. */
/**
 * The list; what a row opens is the section's to say (`renderOpened`), so the list does not know the detail
 * feature.
 */
export function YieldsCard({
  mode,
  renderOpened,
}: {
  mode: YieldsMode;
  renderOpened: (opportunity: YieldOpportunity, close: () => void) => ReactNode;
}) {
  const { state, response, error, refresh, retry } = useYieldOpportunities();
  const { view, setView } = useYieldsView();
  // A returning wallet being restored counts as connected: its rows are not gated.
  const isConnected = usePageWallet().address !== undefined;
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = response?.data ?? [];
  const { shown, bestId } = useListedYields(rows, view.filters, view.sort);
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const aboveMax = useMemo(() => hiddenAboveMaxApy(rows, view.filters), [rows, view.filters]);
  const open = useCallback((id: string) => setOpenId(id), []);
  const opened = openId ? rows.find((r) => r.id === openId) : undefined;
  const allYieldsQuery = writeYieldsView(view).toString();

  return (
    <Card data-section="mf_yields/YieldsSection" data-mode={mode} aria-labelledby="yields-title">
      <CardHeader id="yields-title" title="USD Stablecoins" />
      {response ? (
        <FreshnessBar
          cached={response.cached}
          lastUpdated={response.lastUpdated}
          asOf={response.asOf}
          sources={response.sources}
          refreshing={state === 'refreshing'}
          onRefresh={refresh}
        />
      ) : null}
      {state === 'loading' ? <YieldsLoading /> : null}
      {state === 'error' ? (
        <YieldsError message={error instanceof Error ? error.message : 'Unknown error'} onRetry={retry} />
      ) : null}
      {response ? (
        <>
          <YieldsFilters view={view} choices={choices} onChange={setView} />
          <p className="yl-count" aria-live="polite" data-testid="yields-count">
            {shown.length} of {rows.length} opportunities
          </p>
          {aboveMax > 0 ? (
            <p className="yl-count" data-testid="yields-above-max">
              {aboveMax} {aboveMax === 1 ? 'pool' : 'pools'} above {view.filters.maxApy}% APY hidden: such
              rates are usually short-lived incentives or very small pools.{' '}
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  setView((v) => ({ ...v, filters: { ...v.filters, maxApy: SHOW_ALL_MAX_APY } }))
                }
              >
                Show them
              </Button>
            </p>
          ) : null}
          {shown.length === 0 ? (
            <YieldsNoMatch onReset={() => setView((v) => ({ ...v, filters: DEFAULT_FILTERS }))} />
          ) : (
            <>
              <YieldsHeader />
              {isConnected ? (
                <VirtualYieldRows rows={shown} bestId={bestId} onOpen={open} mode={mode} />
              ) : (
                <VisitorGate rows={shown} bestId={bestId} onOpen={open} />
              )}
            </>
          )}
        </>
      ) : null}
      {mode === 'section' ? (
        <div className="yl-footer">
          {/* The current view travels with the link, so the page opens with the same filters. */}
          <a
            className="fin-btn fin-btn--secondary fin-btn--sm"
            href={`/yields${allYieldsQuery ? `?${allYieldsQuery}` : ''}`}
          >
            View all yields
          </a>
        </div>
      ) : null}
      {opened ? renderOpened(opened, () => setOpenId(null)) : null}
    </Card>
  );
}
