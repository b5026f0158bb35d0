import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { useAccount } from 'wagmi';

/** 'Portfolio Optimizer' (spec §2): analysis, recommendations and rebalancing. */
export default function PortfolioOptimizer() {
  const { address } = useAccount();
  return (
    <Card data-section="mf_optimizer/PortfolioOptimizer" aria-labelledby="optimizer-title">
      <CardHeader id="optimizer-title" title="Portfolio Optimizer" />
      {address ? (
        <p className="fin-muted">Ready to analyze your portfolio.</p>
      ) : (
        <ConnectPrompt
          title="No wallet connected"
          detail="Connect a wallet to optimize your stablecoin yield"
        />
      )}
    </Card>
  );
}
