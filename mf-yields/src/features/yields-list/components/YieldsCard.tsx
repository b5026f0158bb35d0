import { writeYieldsView } from '@fin/shared/domain/yields/list-url';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { type ReactNode, useCallback, useState } from 'react';
import { useYieldOpportunities } from '../hooks/useYieldOpportunities';
import { useYieldsView } from '../hooks/useYieldsView';
import { FreshnessBar } from './FreshnessBar';
import { YieldsList, type YieldsMode } from './YieldsList';
import { YieldsError, YieldsLoading } from './YieldsStates';
import './yields.css';

/**
 * 'USD Stablecoins', the yields section: the list with its filters and gating. What a row opens is the section's
 * to say (`renderOpened`), so the list does not know the detail feature.
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
        <YieldsList
          rows={rows}
          view={view}
          setView={setView}
          connected={isConnected}
          mode={mode}
          onOpen={open}
        />
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
