import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import { burnTransferMode } from '@fin/shared/domain/cctp/forwarding';
import { decodeCctpMessage } from '@fin/shared/domain/cctp/message';
import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { manualLoadProblem, mintInputProblem } from '@fin/shared/domain/cctp/transfer-validation';
import { getChainByDomain } from '@fin/shared/domain/chains/chains';
import { formatAmount } from '@fin/shared/domain/money/amount';
import { Button } from '@fin/shared/ui/Button';
import { useId, useState } from 'react';
import type { Hex } from 'viem';
import type { TransferFlow } from '../hooks/useTransferFlow';
import SAMPLE from '../utils/sample-transfer.json';

/**
 * 'Complete Pending Transfer': mint from a message and attestation the user pastes (from another interface, a
 * support conversation or this page's history). The prefill takes this wallet's latest attested, unminted
 * transfer, or Circle's recorded sample when there is none.
 */
export function CompletePending({ flow, latest }: { flow: TransferFlow; latest: CctpTransfer | undefined }) {
  const [message, setMessage] = useState('');
  const [attestation, setAttestation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { message: useId(), attestation: useId() };

  const load = () => {
    const problem = manualLoadProblem(message, attestation) ?? mintInputProblem(message, attestation);
    if (problem) {
      setError(problem);
      return;
    }
    const decoded = decodeCctpMessage(message);
    if (!decoded.ok) {
      setError(decoded.error);
      return;
    }
    const source = getChainByDomain(decoded.message.sourceDomain);
    const destination = getChainByDomain(decoded.message.destinationDomain);
    if (!source || !destination) {
      setError(
        `This message goes between CCTP domains ${decoded.message.sourceDomain} and ${decoded.message.destinationDomain}, which Fin does not support`,
      );
      return;
    }
    setError(null);
    void flow.loadManual({
      message: message.trim() as Hex,
      attestation: attestation.trim() as Hex,
      sourceChainId: source.id,
      destinationChainId: destination.id,
      amount: formatAmount(decoded.message.burn.amount, USDC_DECIMALS),
      nonce: decoded.message.nonce,
      mode: burnTransferMode({
        hookData: decoded.message.burn.hookData,
        minFinalityThreshold: decoded.message.minFinalityThreshold,
      }),
    });
  };

  const prefill = () => {
    setError(null);
    flow.dismissPasted();
    if (latest?.message && latest.attestation) {
      setMessage(latest.message);
      setAttestation(latest.attestation);
    } else {
      setMessage(SAMPLE.message);
      setAttestation(SAMPLE.attestation);
    }
  };

  return (
    <details className="tf-card tf-details" data-testid="complete-pending">
      <summary>Complete Pending Transfer</summary>
      <p className="fin-muted">
        Paste the message and attestation of a burn that was never minted. Fin checks them and mints on the
        destination chain the message names.
      </p>
      <div className="tf-field">
        <label htmlFor={ids.message}>Message</label>
        <textarea
          id={ids.message}
          className="fin-input tf-textarea"
          rows={3}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            flow.dismissPasted();
          }}
          spellCheck={false}
        />
      </div>
      <div className="tf-field">
        <label htmlFor={ids.attestation}>Attestation</label>
        <textarea
          id={ids.attestation}
          className="fin-input tf-textarea"
          rows={3}
          value={attestation}
          onChange={(e) => {
            setAttestation(e.target.value);
            flow.dismissPasted();
          }}
          spellCheck={false}
        />
      </div>
      {error ? (
        <p className="tf-error" role="alert" data-testid="complete-pending-error">
          {error}
        </p>
      ) : null}
      <div className="tf-actions">
        <Button onClick={load} disabled={flow.pending}>
          Load Transfer Data
        </Button>
        <Button variant="ghost" onClick={prefill}>
          {latest?.message ? 'Fill in my latest pending transfer' : 'Fill in a sample transfer'}
        </Button>
      </div>
    </details>
  );
}
