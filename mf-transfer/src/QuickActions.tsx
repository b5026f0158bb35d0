import './features/transfer/components/transfer.css';
import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { onSectionEvent } from '@fin/shared/contract/section-actions';
import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { lazyWithWallet } from '@fin/shared/web3/wallet-stack';
import { Suspense, useEffect, useState } from 'react';
import type { TransferPreset } from './features/transfer/hooks/useTransferFields';

// A visitor sees the connect prompt only: the form, the transfers and everything that signs load with the page's
// wallet code once a wallet is there.
const Connected = lazyWithWallet(() => import('./QuickActionsConnected'));

/** 'Quick Actions': exchange shortcuts, goals, the CCTP cross-chain transfer form, unfinished transfers, history. */
export default function QuickActions() {
  const { address } = usePageWallet();
  const [preset, setPreset] = useState<TransferPreset | undefined>(undefined);
  // Another section (the chat, the optimizer) asks for a transfer: fill the form and bring it into view.
  useEffect(
    () =>
      onSectionEvent(window, 'openTransfer', (d) => {
        setPreset({
          sourceChainId: d.fromChainId,
          destinationChainId: d.toChainId,
          ...(d.amount !== undefined ? { amount: d.amount } : {}),
          ...(d.speed ? { speed: d.speed } : {}),
        });
        document
          .querySelector('[data-section="mf_transfer/QuickActions"]')
          ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      }),
    [],
  );
  return (
    <Card data-section="mf_transfer/QuickActions" aria-labelledby="quick-actions-title">
      <CardHeader id="quick-actions-title" title="Quick Actions" />
      {address ? (
        <Suspense fallback={<Skeleton height={320} />}>
          <Connected address={address} preset={preset} />
        </Suspense>
      ) : (
        <ConnectPrompt title="Connect wallet to access actions" />
      )}
    </Card>
  );
}
