// A connected wallet's Quick Actions: the CCTP transfer form, unfinished transfers and history, exchange shortcuts
// and goals. Loaded with the wallet code (QuickActions.tsx), inside its scope.
import { isUnfinished } from '@fin/shared/domain/cctp/transfer-record';
import { syncTransfers, useTransfers } from '@fin/shared/web3/cctp-records';
import { useEffect } from 'react';
import type { Address } from 'viem';
import { ExchangeCard } from './features/quick/components/ExchangeCard';
import { GoalAndRebalance } from './features/quick/components/GoalAndRebalance';
import { UpcomingOps } from './features/quick/components/UpcomingOps';
import { installTransferMirror } from './features/transfer/api/transfer-mirror';
import { CompletePending } from './features/transfer/components/CompletePending';
import { PendingTransfers } from './features/transfer/components/PendingTransfers';
import { TransferForm } from './features/transfer/components/TransferForm';
import { TransferHistory } from './features/transfer/components/TransferHistory';
import type { TransferPreset } from './features/transfer/hooks/useTransferFields';
import { useTransferFlow } from './features/transfer/hooks/useTransferFlow';

export default function Connected({
  address,
  preset,
}: {
  address: Address;
  preset: TransferPreset | undefined;
}) {
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
        <UpcomingOps transfers={transfers} />
      </div>
    </div>
  );
}
