import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { lazy, Suspense } from 'react';

// A visitor sees only the connect prompt: the analysis and the rebalancing code (CCTP, withdrawals, the transaction
// runner) load once a wallet is there. A returning wallet starts loading them with the section, not after it.
const loadPanel = () => import('./OptimizerPanel');
const OptimizerPanel = lazy(loadPanel);
if (useFinStore.getState().walletAddress) void loadPanel();

/** While the panel's code loads: its controls' place, so the card does not jump. */
function PanelLoading() {
  return (
    <div role="status" aria-live="polite">
      <span className="fin-sr-only">Loading the optimizer…</span>
      <Skeleton height={78} />
      <Skeleton height={36} width={180} style={{ marginTop: 16 }} />
    </div>
  );
}

/** 'Portfolio Optimizer': analysis, recommendations and rebalancing. */
export default function PortfolioOptimizer() {
  const { address } = usePageWallet();
  return (
    <Card data-section="mf_optimizer/PortfolioOptimizer" aria-labelledby="optimizer-title">
      <CardHeader id="optimizer-title" title="Portfolio Optimizer" />
      {address ? (
        <Suspense fallback={<PanelLoading />}>
          <OptimizerPanel address={address} />
        </Suspense>
      ) : (
        <ConnectPrompt
          title="No wallet connected"
          detail="Connect a wallet to optimize your stablecoin yield"
        />
      )}
    </Card>
  );
}
