import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Toggle } from '@fin/shared/ui/Toggle';
import { lazy, Suspense } from 'react';
import { useAccount } from 'wagmi';
import { LoadingState } from './PortfolioStates';
import { PortfolioSummaryBar } from './PortfolioSummaryBar';
import './portfolio.css';
import { RefreshButton } from './RefreshButton';

// A visitor sees only the connect prompt: the balances, CSV export and withdrawal code load once a wallet is there.
// A returning wallet starts loading them with the section, not after it.
const loadConnected = () => import('./ConnectedPortfolio');
const ConnectedPortfolio = lazy(loadConnected);
if (useFinStore.getState().walletAddress) void loadConnected();

const TITLE = 'USD Stablecoin Portfolio';

function HideBalancesToggle() {
  const hidden = useFinStore((s) => s.hideBalances);
  const toggle = useFinStore((s) => s.toggleHideBalances);
  return <Toggle label="Hide balances" checked={hidden} onCheckedChange={toggle} />;
}

/**
 * The panel while a wallet reconnects or its code loads: the connected panel's header, summary (the address the
 * store remembers, the total as '—') and loading skeleton, so nothing moves when the balances take their place.
 */
function PanelLoading({ address }: { address: string | null }) {
  const hidden = useFinStore((s) => s.hideBalances);
  return (
    <>
      <CardHeader
        id="portfolio-title"
        title={TITLE}
        actions={
          // A wallet still being asked to connect has no balances to hide or refresh yet.
          address ? (
            <>
              <HideBalancesToggle />
              <RefreshButton onClick={() => {}} busy />
            </>
          ) : undefined
        }
      />
      {address ? (
        <PortfolioSummaryBar
          address={address}
          totalValueUSD={undefined}
          earningsUSD={undefined}
          lastUpdated={undefined}
          hidden={hidden}
          refreshing={false}
        />
      ) : null}
      <LoadingState />
    </>
  );
}

/** The 'USD Stablecoin Portfolio' panel: the wallet's stablecoin balances across chains. */
export function PortfolioCard() {
  const { address, status } = useAccount();
  const remembered = useFinStore((s) => s.walletAddress);
  return (
    <Card data-section="mf_portfolio/PortfolioPanel" aria-labelledby="portfolio-title">
      {address ? (
        <Suspense fallback={<PanelLoading address={address} />}>
          <ConnectedPortfolio address={address} title={TITLE} headerExtras={<HideBalancesToggle />} />
        </Suspense>
      ) : status === 'reconnecting' || status === 'connecting' ? (
        <PanelLoading address={remembered} />
      ) : (
        <>
          <CardHeader id="portfolio-title" title={TITLE} />
          <ConnectPrompt title="No wallet connected" detail="Connect a wallet to view your balances" />
        </>
      )}
    </Card>
  );
}
