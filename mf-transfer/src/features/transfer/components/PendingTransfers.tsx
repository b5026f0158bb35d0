import type { UnreadChain } from '@fin/shared/cctp/web3/unminted-scan';
import {
  awaitsForwarder,
  type CctpTransfer,
  isUnfinished,
  sameTransfer,
} from '@fin/shared/domain/cctp/transfer-record';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { Button } from '@fin/shared/ui/Button';
import { useTransfers } from '@fin/shared/web3/cctp-records';
import type { Address } from 'viem';
import { useForwardDeadlines } from '../hooks/useForwardDeadlines';
import type { TransferFlow } from '../hooks/useTransferFlow';
import { useUnmintedScan } from '../hooks/useUnmintedScan';
import { TxHash } from './TxHash';

/**
 * Transfers that were burned but never minted: this wallet's records plus every DepositForBurn from the wallet
 * on the six chains whose nonce the destination has not used, each with a one-click finish.
 */
export function PendingTransfers({ flow, address }: { flow: TransferFlow; address: Address }) {
  const records = useTransfers(address);
  const scan = useUnmintedScan(address, records);
  const active = flow.transfer;
  useForwardDeadlines(records, active);
  const pending = records.filter((r) => isUnfinished(r) && !(active && sameTransfer(active, r)));
  const unread = scan.data?.unreadChains ?? [];
  if (pending.length === 0 && unread.length === 0 && !scan.isFetching) return null;
  return (
    <section className="tf-card" aria-labelledby="tf-pending-title" data-testid="pending-transfers">
      <h3 id="tf-pending-title" className="tf-card__title">
        Unfinished transfers
      </h3>
      {scan.isFetching ? (
        <p className="fin-muted">Looking for unfinished transfers on all six chains…</p>
      ) : null}
      {scan.isError ? (
        <p className="tf-error">Could not scan every chain: {String((scan.error as Error).message)}</p>
      ) : null}
      {unread.length > 0 && !scan.isFetching ? (
        <UnreadChains chains={unread} onRetry={() => void scan.refetch()} />
      ) : null}
      <ul className="tf-list">
        {pending.map((t) => (
          <PendingTransfer key={`${t.sourceChain}:${t.txHash}`} transfer={t} flow={flow} />
        ))}
      </ul>
    </section>
  );
}

function UnreadChains({ chains, onRetry }: { chains: readonly UnreadChain[]; onRetry: () => void }) {
  return (
    <div className="tf-error" role="status" data-testid="pending-unread-chains">
      <p>
        Could not read {chains.map((c) => getChainName(c.chainId)).join(', ')}: a transfer from or to{' '}
        {chains.length > 1 ? 'these chains' : 'it'} is not listed here. The other chains were checked.
      </p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Check again
      </Button>
    </div>
  );
}

function stage(t: CctpTransfer) {
  if (!t.message) return 'Burned, waiting for attestation';
  return awaitsForwarder(t) ? 'Attested, Circle is minting' : 'Attested, ready to mint';
}

function PendingTransfer({ transfer: t, flow }: { transfer: CctpTransfer; flow: TransferFlow }) {
  return (
    <li className="tf-list__item" data-testid="pending-transfer" data-tx={t.txHash}>
      <div>
        <strong>
          {t.amount} USDC · {getChainName(t.sourceChain)} → {getChainName(t.destinationChain)}
        </strong>
        <div className="fin-muted">
          {stage(t)}
          {t.error ? ` · last error: ${t.error}` : ''}
        </div>
        <TxHash chainId={t.sourceChain} hash={t.txHash} label="Burn transaction" />
      </div>
      <Button size="sm" disabled={flow.pending} onClick={() => void flow.resume(t)}>
        Finish transfer
      </Button>
    </li>
  );
}
