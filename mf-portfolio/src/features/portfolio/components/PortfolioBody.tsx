import { failedChainsNote } from '@fin/shared/domain/portfolio/load-error';
import { useFinStore } from '@fin/shared/store/fin-store';
import { CardHeader } from '@fin/shared/ui/Card';
import type { ReactNode } from 'react';
import { useEarnings } from '../hooks/useEarnings';
import { usePoolApys } from '../hooks/usePoolApys';
import { usePortfolio } from '../hooks/usePortfolio';
import { usePortfolioRows } from '../hooks/usePortfolioRows';
import { earnedOf } from '../utils/row-view';
import { HistoryProgress } from './HistoryProgress';
import { PortfolioList } from './PortfolioList';
import { EmptyState, ErrorState, LoadingState } from './PortfolioStates';
import { PortfolioSummaryBar } from './PortfolioSummaryBar';
import { RefreshButton } from './RefreshButton';

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
  const earned = useEarnings(address, portfolio.data?.source === 'api', portfolio.dataUpdatedAt);
  const hidden = useFinStore((s) => s.hideBalances);
  const data = portfolio.isError ? undefined : portfolio.data;
  const rows = usePortfolioRows(data?.entries, pools.data, earned.data);
  // The earnings are read again with the portfolio's new read (useEarnings).
  const refresh = () => {
    void portfolio.refetch();
    void pools.refetch();
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
        totalValueUSD={data ? rows.summary.totalValueUSD : undefined}
        earningsUSD={earnedOf(rows.held)}
        lastUpdated={data?.lastUpdated}
        hidden={hidden}
        refreshing={portfolio.isFetching && data !== undefined}
        earningsPartial={rows.held.some((r) => r.partial)}
        earningsPending={earned.isPending && earned.fetchStatus === 'fetching'}
      />
      <HistoryProgress history={earned.data?.history} />
      <PortfolioContent
        portfolio={portfolio}
        data={data}
        rows={rows}
        address={address}
        hidden={hidden}
        onRetry={refresh}
        earned={earned.data}
      />
    </>
  );
}

/** Error, loading, the failed-chains note, and then the empty state or the list. */
function PortfolioContent(p: {
  portfolio: ReturnType<typeof usePortfolio>;
  data: ReturnType<typeof usePortfolio>['data'];
  rows: ReturnType<typeof usePortfolioRows>;
  address: string;
  hidden: boolean;
  onRetry: () => void;
  earned: ReturnType<typeof useEarnings>['data'];
}) {
  const { portfolio, data, rows } = p;
  if (portfolio.isError)
    return (
      <ErrorState message={portfolio.error.message} onRetry={p.onRetry} retrying={portfolio.isFetching} />
    );
  if (!data) return <LoadingState />;
  const note = failedChainsNote(data.failedChains);
  return (
    <>
      {note ? (
        <p className="pf-note" role="status" data-testid="failed-chains-note">
          {note}
        </p>
      ) : null}
      {rows.held.length === 0 && !rows.showZero ? (
        <EmptyState address={p.address} />
      ) : (
        <PortfolioList rows={rows} address={p.address} hidden={p.hidden} earned={p.earned} />
      )}
    </>
  );
}
