import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Toggle } from '@fin/shared/ui/Toggle';
import { useAccount } from 'wagmi';
import { PortfolioBody } from './PortfolioBody';
import { LoadingState } from './PortfolioStates';
import './portfolio.css';
import { WithdrawHost } from './WithdrawAction';

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
        <WithdrawHost>
          <PortfolioBody address={address} title={TITLE} headerExtras={<HideBalancesToggle />} />
        </WithdrawHost>
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
