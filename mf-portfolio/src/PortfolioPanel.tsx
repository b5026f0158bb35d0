import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { useAccount } from 'wagmi';

/** 'USD Stablecoin Portfolio' (spec §2): balances across the six chains. */
export default function PortfolioPanel() {
  const { address } = useAccount();
  return (
    <Card data-section="mf_portfolio/PortfolioPanel" aria-labelledby="portfolio-title">
      <CardHeader id="portfolio-title" title="USD Stablecoin Portfolio" />
      {address ? (
        <div role="status">
          <p className="fin-muted">Loading balances across all networks...</p>
          <Skeleton height={18} />
          <Skeleton height={18} style={{ marginTop: 8 }} />
        </div>
      ) : (
        <ConnectPrompt title="No wallet connected" detail="Connect a wallet to view your balances" />
      )}
    </Card>
  );
}
