import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { onSectionEvent } from '@fin/shared/contract/section-actions';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { useFinStore } from '@fin/shared/store/fin-store';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { OptimizerRequest } from './OptimizerPanel';

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

/**
 * The agent panel's Optimize and the chat's 'Open the optimizer' ask for this section: it comes into view, and a
 * wallet's panel takes the profile (and starts the analysis when asked to run).
 */
function useOptimizerRequests() {
  const card = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<OptimizerRequest | null>(null);
  useEffect(
    () =>
      onSectionEvent(window, 'openOptimizer', (detail) => {
        card.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        setRequest((r) => ({ ...detail, seq: (r?.seq ?? 0) + 1 }));
      }),
    [],
  );
  return { card, request };
}

/** 'Portfolio Optimizer': analysis, recommendations and rebalancing. */
export default function PortfolioOptimizer() {
  const { address } = usePageWallet();
  const { card, request } = useOptimizerRequests();
  return (
    <Card ref={card} data-section="mf_optimizer/PortfolioOptimizer" aria-labelledby="optimizer-title">
      <CardHeader id="optimizer-title" title="Portfolio Optimizer" />
      {address ? (
        <Suspense fallback={<PanelLoading />}>
          <OptimizerPanel address={address} request={request} />
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
