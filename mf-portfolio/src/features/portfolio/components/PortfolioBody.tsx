import { failedChainsNote } from '@fin/shared/domain/portfolio/load-error';
import {
  ALL_ASSETS,
  ALL_CHAINS,
  assetFilterOptions,
  chainFilterOptions,
  type PortfolioFilters as Filters,
  filterBalanceEntries,
  reconcileFilters,
  sortBalanceEntries,
  summarizePortfolio,
} from '@fin/shared/domain/portfolio/rows';
import { useFinStore } from '@fin/shared/store/fin-store';
import { CardHeader } from '@fin/shared/ui/Card';
import { Toggle } from '@fin/shared/ui/Toggle';
import { type ReactNode, useMemo, useState } from 'react';
import { useEarnings } from '../hooks/useEarnings';
import { usePoolApys } from '../hooks/usePoolApys';
import { usePortfolio } from '../hooks/usePortfolio';
import { earnedOf, toRowViews } from '../utils/row-view';
import { AllocationSection } from './AllocationSection';
import { BalanceRow } from './BalanceRow';
import { ExportCsvButton } from './ExportCsvButton';
import { PortfolioFilters } from './PortfolioFilters';
import { PortfolioFooter } from './PortfolioFooter';
import { EmptyState, ErrorState, FilteredEmptyState, LoadingState } from './PortfolioStates';
import { PortfolioSummaryBar } from './PortfolioSummaryBar';
import { RefreshButton } from './RefreshButton';

const NO_FILTERS: Filters = { chain: ALL_CHAINS, asset: ALL_ASSETS };

/** Everything the panel shows for a connected wallet: loading, error, empty, filtered-empty and the list. */
export function PortfolioBody({
  address,
  title,
  headerExtras,
}: {
  address: string;
  title: string;
  headerExtras: ReactNode;
}) {
  const portfolio = usePortfolio();
  const pools = usePoolApys(portfolio.data !== undefined);
  const earned = useEarnings(address, portfolio.data?.source === 'api');
  const hidden = useFinStore((s) => s.hideBalances);
  const [chosenFilters, setFilters] = useState<Filters>(NO_FILTERS);
  const [showZero, setShowZero] = useState(false);

  const data = portfolio.isError ? undefined : portfolio.data;
  const all = useMemo(
    () => toRowViews(sortBalanceEntries(data?.entries ?? []), pools.data, earned.data),
    [data, pools.data, earned.data],
  );
  const held = useMemo(() => all.filter((r) => !r.zero), [all]);
  const heldEntries = useMemo(() => held.map((r) => r.entry), [held]);
  const listed = showZero ? all : held;
  const listedEntries = useMemo(() => listed.map((r) => r.entry), [listed]);
  const filters = reconcileFilters(listedEntries, chosenFilters);
  const shown = useMemo(() => {
    const keep = new Set(filterBalanceEntries(listedEntries, filters));
    return listed.filter((r) => keep.has(r.entry));
  }, [listed, listedEntries, filters]);
  const summary = summarizePortfolio(listedEntries);
  const earnedUSD = earnedOf(held);
  const note = data ? failedChainsNote(data.failedChains) : undefined;
  const refresh = () => {
    void portfolio.refetch();
    void pools.refetch();
    void earned.refresh().catch(() => undefined);
  };

  return (
    <>
      <CardHeader
        id="portfolio-title"
        title={title}
        actions={
          <>
            {headerExtras}
            <RefreshButton onClick={refresh} busy={portfolio.isFetching} />
          </>
        }
      />
      <PortfolioSummaryBar
        address={address}
        totalValueUSD={data ? summary.totalValueUSD : undefined}
        earningsUSD={earnedUSD}
        lastUpdated={data?.lastUpdated}
        hidden={hidden}
        refreshing={portfolio.isFetching && data !== undefined}
      />
      {portfolio.isError ? (
        <ErrorState message={portfolio.error.message} onRetry={refresh} retrying={portfolio.isFetching} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <>
          {note ? (
            <p className="pf-note" role="status" data-testid="failed-chains-note">
              {note}
            </p>
          ) : null}
          {held.length === 0 && !showZero ? (
            <EmptyState address={address} />
          ) : (
            <>
              <div className="pf-toolbar">
                <PortfolioFilters
                  filters={filters}
                  chainOptions={chainFilterOptions(listedEntries)}
                  assetOptions={assetFilterOptions(listedEntries)}
                  onChange={setFilters}
                />
                <Toggle label="Show zero balances" checked={showZero} onCheckedChange={setShowZero} />
                <span className="pf-toolbar__spacer" />
                <ExportCsvButton rows={shown} address={address} />
              </div>
              {shown.length === 0 ? (
                <FilteredEmptyState onClear={() => setFilters(NO_FILTERS)} />
              ) : (
                // Focusable so keyboard users can scroll the 24rem list (axe: scrollable-region-focusable).
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard.
                <ul className="pf-list" aria-label="Balances" data-testid="portfolio-rows" tabIndex={0}>
                  {shown.map((row) => (
                    <BalanceRow key={row.key} row={row} hidden={hidden} />
                  ))}
                </ul>
              )}
              <PortfolioFooter summary={summary} />
              <AllocationSection entries={heldEntries} hidden={hidden} />
            </>
          )}
        </>
      )}
    </>
  );
}
