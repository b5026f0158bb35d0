import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { lazy, useEffect } from 'react';
import { useAccount } from 'wagmi';
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
  const { address, status } = useAccount();
  const remembered = useFinStore((s) => s.walletAddress);
  const walletComing = status === 'reconnecting' || status === 'connecting';
  // A visitor who starts connecting: the panel's code downloads while the wallet asks for approval.
  useEffect(() => {
    if (walletComing) loadWalletPanel().catch(() => undefined);
  }, [walletComing]);
  return (
    <Card data-section="mf_portfolio/PortfolioPanel" aria-labelledby="portfolio-title">
      {address || walletComing ? (
        <WalletPanel address={address ?? null} remembered={remembered} />
      ) : (
        <>
          <CardHeader id="portfolio-title" title={PORTFOLIO_TITLE} />
          <ConnectPrompt title="No wallet connected" detail="Connect a wallet to view your balances" />
        </>
      )}
    </Card>
  );
}
