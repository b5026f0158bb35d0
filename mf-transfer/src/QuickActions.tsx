import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { useAccount } from 'wagmi';

/** 'Quick Actions' (spec §2): exchange shortcuts, the cross-chain transfer form and upcoming ops. */
export default function QuickActions() {
  const { address } = useAccount();
  return (
    <Card data-section="mf_transfer/QuickActions" aria-labelledby="quick-actions-title">
      <CardHeader id="quick-actions-title" title="Quick Actions" />
      {address ? (
        <p className="fin-muted">Cross-chain transfers and exchange shortcuts are on their way.</p>
      ) : (
        <ConnectPrompt title="Connect wallet to access actions" />
      )}
    </Card>
  );
}
