import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { lazy } from 'react';
import './portfolio.css';
import { PORTFOLIO_TITLE } from './portfolio-title';

// A visitor sees only the connect prompt: the wallet's panel (its header controls, skeleton, balances, CSV export
// and withdrawals) loads once a wallet is there or on its way. A returning wallet starts loading it with the
// section. There is no Suspense boundary here on purpose: while it downloads, the page's slot keeps showing its
// placeholder at the panel's height, so nothing below moves.
const loadWalletPanel = () => import('./WalletPanel');
const WalletPanel = lazy(loadWalletPanel);
if (useFinStore.getState().walletAddress) void loadWalletPanel();

/** The 'USD Stablecoin Portfolio' panel: the wallet's stablecoin balances across chains. */
export function PortfolioCard() {
  // A returning wallet (being restored) shows its balances at once: they come from the API, not the wallet.
  const { address } = usePageWallet();
  return (
    <Card data-section="mf_portfolio/PortfolioPanel" aria-labelledby="portfolio-title">
      {address ? (
        <WalletPanel address={address} />
      ) : (
        <>
          <CardHeader id="portfolio-title" title={PORTFOLIO_TITLE} />
          <ConnectPrompt title="No wallet connected" detail="Connect a wallet to view your balances" />
        </>
      )}
    </Card>
  );
}
