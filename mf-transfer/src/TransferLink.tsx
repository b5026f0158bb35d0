import './features/transfer/components/transfer.css';
import { parseTransferLink } from '@fin/shared/domain/cctp/transfer-link';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { lazyWithWallet } from '@fin/shared/web3/wallet-stack';
import { Suspense } from 'react';

// Reading the burn needs the chain readers of the page's wallet code, with or without a wallet connected.
const Live = lazyWithWallet(() => import('./features/transfer/components/TransferLinkLive'));

/** A transfer's recovery link (/transfer/<source chain>/<burn tx>): where it stands, and a mint any wallet can send. */
export default function TransferLink({ chain, tx }: { chain: string; tx: string }) {
  const parsed = parseTransferLink(chain, tx);
  return (
    <Card data-section="mf_transfer/TransferLink" aria-labelledby="transfer-link-title">
      <CardHeader id="transfer-link-title" title="Transfer status" />
      {parsed.ok ? (
        <Suspense fallback={<Skeleton height={220} />}>
          <Live link={parsed.link} />
        </Suspense>
      ) : (
        <p className="tf-error" role="alert" data-testid="transfer-link-error">
          {parsed.error}
        </p>
      )}
    </Card>
  );
}
