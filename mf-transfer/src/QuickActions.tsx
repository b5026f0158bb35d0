import './features/transfer/transfer.css';
import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { onSectionEvent } from '@fin/shared/domain/section-actions';
import { isUnfinished } from '@fin/shared/domain/transfer-record';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { syncTransfers, useTransfers } from '@fin/shared/web3/cctp-records';
import { useEffect, useState } from 'react';
import type { Address } from 'viem';
import { useAccount } from 'wagmi';
import { ExchangeCard } from './features/quick/ExchangeCard';
import { GoalAndRebalance } from './features/quick/GoalAndRebalance';
import { UpcomingOps } from './features/quick/UpcomingOps';
import { CompletePending } from './features/transfer/CompletePending';
import { PendingTransfers } from './features/transfer/PendingTransfers';
import { TransferForm, type TransferPreset } from './features/transfer/TransferForm';
import { TransferHistory } from './features/transfer/TransferHistory';
import { installTransferMirror } from './features/transfer/transfer-mirror';
import { useTransferFlow } from './features/transfer/useTransferFlow';

/** 'Quick Actions': exchange shortcuts, goals, the CCTP cross-chain transfer form, unfinished transfers, history. */
export default function QuickActions() {
  const { address } = useAccount();
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
        <Connected address={address} preset={preset} />
      ) : (
        <ConnectPrompt title="Connect wallet to access actions" />
      )}
    </Card>
  );
}

function Connected({ address, preset }: { address: Address; preset: TransferPreset | undefined }) {
  const flow = useTransferFlow();
  const transfers = useTransfers(address);
  useEffect(() => {
    installTransferMirror();
    syncTransfers(address).catch((e: unknown) =>
      console.warn('Could not read transfers saved on the server', e),
    );
  }, [address]);
  const latestAttested = transfers.find((t) => isUnfinished(t) && t.message && t.attestation);
  return (
    <div className="qa-grid">
      <div className="qa-col qa-col--main">
        <TransferForm flow={flow} preset={preset} />
        <PendingTransfers flow={flow} address={address} />
        <CompletePending flow={flow} latest={latestAttested} />
        <TransferHistory address={address} />
      </div>
      <div className="qa-col">
        <ExchangeCard address={address} />
        <GoalAndRebalance address={address} />
        <UpcomingOps />
      </div>
    </div>
  );
}
