// The panel of a wallet that is there or being restored: the header with its controls, the
// summary and the loading skeleton while the balances' code and data arrive, then the connected panel. A chunk of
// its own, so a visitor's first screen downloads only the connect prompt.
import { useFinStore } from '@fin/shared/store/fin-store';
import { CardHeader } from '@fin/shared/ui/Card';
import { Toggle } from '@fin/shared/ui/Toggle';
import { lazy, Suspense } from 'react';
import { LoadingState } from './PortfolioStates';
import { PortfolioSummaryBar } from './PortfolioSummaryBar';
import { PORTFOLIO_TITLE } from './portfolio-title';
import { RefreshButton } from './RefreshButton';

// Downloaded alongside this chunk (preload), not after it: a returning wallet's balances wait for no extra round trip.
const loadConnected = () => import(/* webpackPreload: true */ './ConnectedPortfolio');
const ConnectedPortfolio = lazy(loadConnected);
if (useFinStore.getState().walletAddress) void loadConnected();

function HideBalancesToggle() {
  const hidden = useFinStore((s) => s.hideBalances);
  const toggle = useFinStore((s) => s.toggleHideBalances);
  return <Toggle label="Hide balances" checked={hidden} onCheckedChange={toggle} />;
}

/**
 * The panel while the balances' code loads: the connected panel's header, summary (the total as '—') and loading
 * skeleton, so nothing moves when the balances take their place.
 */
function PanelLoading({ address }: { address: string }) {
  const hidden = useFinStore((s) => s.hideBalances);
  return (
    <>
      <CardHeader
        id="portfolio-title"
        title={PORTFOLIO_TITLE}
        actions={
          <>
            <HideBalancesToggle />
            <RefreshButton onClick={() => {}} busy />
          </>
        }
      />
      <PortfolioSummaryBar
        address={address}
        totalValueUSD={undefined}
        earningsUSD={undefined}
        lastUpdated={undefined}
        hidden={hidden}
        refreshing={false}
      />
      <LoadingState />
    </>
  );
}

/** `address`: the connected wallet, or the stored one while it is being restored. */
export default function WalletPanel({ address }: { address: string }) {
  return (
    <Suspense fallback={<PanelLoading address={address} />}>
      <ConnectedPortfolio address={address} title={PORTFOLIO_TITLE} headerExtras={<HideBalancesToggle />} />
    </Suspense>
  );
}
