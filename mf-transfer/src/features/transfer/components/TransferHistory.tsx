import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import { transferLinkPath } from '@fin/shared/domain/cctp/transfer-link';
import {
  awaitsForwarder,
  type CctpTransfer,
  type TransferStatus,
} from '@fin/shared/domain/cctp/transfer-record';
import { TRANSFER_MODE_NAMES } from '@fin/shared/domain/cctp/transfer-texts';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { formatAmount } from '@fin/shared/domain/money/amount';
import { Badge, type BadgeTone } from '@fin/shared/ui/Badge';
import { useTransfers } from '@fin/shared/web3/cctp-records';
import type { Address } from 'viem';
import { useBurnModeCheck } from '../hooks/useBurnModeCheck';
import { useMintedCheck } from '../hooks/useMintedCheck';
import { SavedTransfersOffer } from './SavedTransfersOffer';
import { TxHash } from './TxHash';

const STATUS: Record<TransferStatus, { label: string; tone: BadgeTone }> = {
  burned: { label: 'Waiting for attestation', tone: 'warning' },
  attested: { label: 'Ready to mint', tone: 'accent' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Needs attention', tone: 'danger' },
};

/** A forwarded transfer attested but not yet minted is in Circle's hands, not waiting for the user. */
const statusOf = (t: CctpTransfer) =>
  t.status === 'attested' && awaitsForwarder(t)
    ? { label: 'Circle is minting', tone: 'accent' as BadgeTone }
    : STATUS[t.status];

export function TransferHistory({ address }: { address: Address }) {
  const transfers = useTransfers(address);
  useBurnModeCheck(transfers);
  useMintedCheck(transfers);
  return (
    <section className="tf-card" aria-labelledby="tf-history-title" data-testid="transfer-history">
      <h3 id="tf-history-title" className="tf-card__title">
        Transfer history
      </h3>
      <SavedTransfersOffer address={address} />
      {transfers.length === 0 ? (
        <p className="fin-muted">No transfers yet from this wallet.</p>
      ) : (
        <ul className="tf-list">
          {transfers.map((t) => (
            <HistoryItem key={`${t.sourceChain}:${t.txHash}`} transfer={t} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryItem({ transfer: t }: { transfer: CctpTransfer }) {
  return (
    <li className="tf-list__item tf-list__item--stack" data-testid="history-item" data-status={t.status}>
      <div className="tf-history__head">
        <strong>
          {t.amount} USDC · {getChainName(t.sourceChain)} → {getChainName(t.destinationChain)}
        </strong>
        <Badge tone={statusOf(t).tone}>{statusOf(t).label}</Badge>
      </div>
      <div className="fin-muted">
        {new Date(t.timestamp).toLocaleString()} · {TRANSFER_MODE_NAMES[t.transferMode]}
        {t.feeExecuted ? ` · fee ${formatAmount(BigInt(t.feeExecuted), USDC_DECIMALS)} USDC` : ''}
      </div>
      {t.transferMode === 'forwarded' && t.status === 'failed' && t.error ? (
        // Circle's relayer did not mint (or not in time): the form's own sentence, and the mint is the user's.
        <p className="tf-error" data-testid="history-forward-failed">
          {t.error}
        </p>
      ) : null}
      <TxHash chainId={t.sourceChain} hash={t.txHash} label="Burn transaction" />
      <TransferLinkAnchor chainId={t.sourceChain} hash={t.txHash} />
      {t.mintTxHash ? (
        <TxHash chainId={t.destinationChain} hash={t.mintTxHash} label="Mint transaction" />
      ) : null}
    </li>
  );
}

/** The transfer's recovery link: anyone can open it, and any wallet can finish the mint from it. */
function TransferLinkAnchor({ chainId, hash }: { chainId: number; hash: string }) {
  const path = transferLinkPath(chainId, hash);
  return path ? (
    <a href={path} className="tf-link" data-testid="transfer-link-anchor">
      Transfer link (share it, or finish the mint from any wallet)
    </a>
  ) : null;
}
