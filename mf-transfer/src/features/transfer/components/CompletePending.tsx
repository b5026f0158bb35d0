import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { Button } from '@fin/shared/ui/Button';
import { useId, useState } from 'react';
import type { TransferFlow } from '../hooks/useTransferFlow';
import { readPasted } from '../utils/read-pasted';
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

  const load = () => {
    const read = readPasted(message, attestation);
    setError(read.ok ? null : read.error);
    if (read.ok) void flow.loadManual(read.transfer);
  };

  const prefill = () => {
    setError(null);
    flow.dismissPasted();
    const own = latest?.message && latest.attestation;
    setMessage(own ? (latest.message as string) : SAMPLE.message);
    setAttestation(own ? (latest.attestation as string) : SAMPLE.attestation);
  };

  return (
    <details className="tf-card tf-details" data-testid="complete-pending">
      <summary>Complete Pending Transfer</summary>
      <p className="fin-muted">
        Paste the message and attestation of a burn that was never minted. Fin checks them and mints on the
        destination chain the message names.
      </p>
      <PasteField label="Message" value={message} onChange={setMessage} onEdit={flow.dismissPasted} />
      <PasteField
        label="Attestation"
        value={attestation}
        onChange={setAttestation}
        onEdit={flow.dismissPasted}
      />
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

/** A pasted hex field; editing it dismisses the answer to the previous paste. */
function PasteField(props: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onEdit: () => void;
}) {
  const id = useId();
  return (
    <div className="tf-field">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        className="fin-input tf-textarea"
        rows={3}
        value={props.value}
        onChange={(e) => {
          props.onChange(e.target.value);
          props.onEdit();
        }}
        spellCheck={false}
      />
    </div>
  );
}
