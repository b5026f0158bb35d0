import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Toggle } from '@fin/shared/ui/Toggle';
import { lazy, Suspense } from 'react';
import { useAccount } from 'wagmi';
import { LoadingState } from './PortfolioStates';
import './portfolio.css';

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

/** The 'USD Stablecoin Portfolio' panel: the wallet's stablecoin balances across chains. */
export function PortfolioCard() {
  const { address, status } = useAccount();
  return (
    <Card data-section="mf_portfolio/PortfolioPanel" aria-labelledby="portfolio-title">
      {address ? (
        <Suspense
          fallback={
            <>
              <CardHeader id="portfolio-title" title={TITLE} />
              <LoadingState />
            </>
          }
        >
          <ConnectedPortfolio address={address} title={TITLE} headerExtras={<HideBalancesToggle />} />
        </Suspense>
      ) : (
        <>
          <CardHeader id="portfolio-title" title={TITLE} />
          {status === 'reconnecting' || status === 'connecting' ? (
            <LoadingState />
          ) : (
            <ConnectPrompt title="No wallet connected" detail="Connect a wallet to view your balances" />
          )}
        </>
      )}
    </Card>
  );
}
