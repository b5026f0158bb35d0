import './features/transfer/transfer.css';
import { ConnectPrompt } from '@fin/shared/app/ConnectPrompt';
import { isUnfinished } from '@fin/shared/domain/transfer-record';
import { Card, CardHeader } from '@fin/shared/ui/Card';
import { syncTransfers, useTransfers } from '@fin/shared/web3/cctp-records';
import { useEffect } from 'react';
import type { Address } from 'viem';
import { useAccount } from 'wagmi';
import { ExchangeCard } from './features/quick/ExchangeCard';
import { GoalAndRebalance } from './features/quick/GoalAndRebalance';
import { UpcomingOps } from './features/quick/UpcomingOps';
import { CompletePending } from './features/transfer/CompletePending';
import { PendingTransfers } from './features/transfer/PendingTransfers';
import { TransferForm } from './features/transfer/TransferForm';
import { TransferHistory } from './features/transfer/TransferHistory';
import { installTransferMirror } from './features/transfer/transfer-mirror';
import { useTransferFlow } from './features/transfer/useTransferFlow';

/** 'Quick Actions': exchange shortcuts, goals, the CCTP cross-chain transfer form, unfinished transfers, history. */
export default function QuickActions() {
  const { address } = useAccount();
  return (
    <Card data-section="mf_transfer/QuickActions" aria-labelledby="quick-actions-title">
      <CardHeader id="quick-actions-title" title="Quick Actions" />
      {address ? <Connected address={address} /> : <ConnectPrompt title="Connect wallet to access actions" />}
    </Card>
  );
}

function Connected({ address }: { address: Address }) {
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
        <TransferForm flow={flow} />
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
