import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import {
  awaitsForwarder,
  type CctpTransfer,
  isUnfinished,
  newTransferId,
  sameTransfer,
} from '@fin/shared/domain/cctp/transfer-record';
import { getChainName, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { formatAmount } from '@fin/shared/domain/money/amount';
import { Button } from '@fin/shared/ui/Button';
import { recordTransfer, useTransfers } from '@fin/shared/web3/cctp-records';
import { findUnmintedBurns, type UnmintedBurn } from '@fin/shared/web3/cctp-recovery';
import { useCctpDeps } from '@fin/shared/web3/cctp-wagmi';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { transferKeys } from '../api/transfer-keys';
import type { TransferFlow } from '../hooks/useTransferFlow';
import { TxHash } from './TxHash';

/** A burn found on chain becomes a transfer record at once, so it is never lost again even if this tab closes. */
function recordFromChain(address: Address, b: UnmintedBurn): CctpTransfer {
  const now = Date.now();
  return {
    id: newTransferId(now),
    amount: formatAmount(b.amount, USDC_DECIMALS),
    asset: 'USDC',
    sourceChain: b.sourceChainId,
    destinationChain: b.destinationChainId,
    recipient: address,
    status: b.message && b.attestation ? 'attested' : 'burned',
    timestamp: now,
    // A forwarded burn (another browser's, a script's) is Circle's to mint: resumed, it waits for the relayer.
    transferMode: b.mode,
    txHash: b.txHash,
    message: b.message ?? undefined,
    attestation: b.attestation ?? undefined,
    eventNonce: b.eventNonce ?? undefined,
    maxFee: b.maxFee.toString(),
    updatedAt: now,
  };
}

/**
 * Transfers that were burned but never minted: this wallet's records plus every DepositForBurn from the wallet
 * on the six chains whose nonce the destination has not used, each with a one-click finish.
 */
export function PendingTransfers({ flow, address }: { flow: TransferFlow; address: Address }) {
  const deps = useCctpDeps();
  const records = useTransfers(address);
  const scan = useQuery({
    queryKey: transferKeys.unminted(address),
    enabled: deps !== null,
    staleTime: 30_000,
    queryFn: async () => {
      if (!deps) return { burns: [], unreadChains: [] };
      const scanned = await findUnmintedBurns(deps, PORTFOLIO_CHAIN_IDS);
      for (const b of scanned.burns) {
        // Only the wallet's own USDC: a burn to someone else's address is theirs to mint.
        if (b.mintRecipient.toLowerCase() !== address.toLowerCase()) continue;
        const known = records.find((r) =>
          sameTransfer(r, { sourceChain: b.sourceChainId, txHash: b.txHash }),
        );
        if (!known) recordTransfer(recordFromChain(address, b));
        else if (known.status === 'completed') continue;
        else if (b.message && !known.message)
          recordTransfer({
            ...known,
            status: 'attested',
            message: b.message,
            attestation: b.attestation ?? undefined,
            eventNonce: b.eventNonce ?? undefined,
          });
      }
      return scanned;
    },
  });
  const active = flow.transfer;
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
        <div className="tf-error" role="status" data-testid="pending-unread-chains">
          <p>
            Could not read {unread.map((c) => getChainName(c.chainId)).join(', ')}: a transfer from or to{' '}
            {unread.length > 1 ? 'these chains' : 'it'} is not listed here. The other chains were checked.
          </p>
          <Button size="sm" variant="secondary" onClick={() => void scan.refetch()}>
            Check again
          </Button>
        </div>
      ) : null}
      <ul className="tf-list">
        {pending.map((t) => (
          <li
            key={`${t.sourceChain}:${t.txHash}`}
            className="tf-list__item"
            data-testid="pending-transfer"
            data-tx={t.txHash}
          >
            <div>
              <strong>
                {t.amount} USDC · {getChainName(t.sourceChain)} → {getChainName(t.destinationChain)}
              </strong>
              <div className="fin-muted">
                {t.message
                  ? awaitsForwarder(t)
                    ? 'Attested, Circle is minting'
                    : 'Attested, ready to mint'
                  : 'Burned, waiting for attestation'}
                {t.error ? ` · last error: ${t.error}` : ''}
              </div>
              <TxHash chainId={t.sourceChain} hash={t.txHash} label="Burn transaction" />
            </div>
            <Button size="sm" disabled={flow.pending} onClick={() => void flow.resume(t)}>
              Finish transfer
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
