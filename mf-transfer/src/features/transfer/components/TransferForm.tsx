import type { TransferModeType } from '@fin/shared/domain/cctp/fees';
import { canStartTransfer } from '@fin/shared/domain/cctp/transfer-validation';
import { getChain } from '@fin/shared/domain/chains/chains';
import { Button } from '@fin/shared/ui/Button';
import { useState } from 'react';
import { useAccount } from 'wagmi';
import { type TransferPreset, useTransferFields } from '../hooks/useTransferFields';
import type { TransferFlow } from '../hooks/useTransferFlow';
import { type TransferFields, useTransferQuote } from '../hooks/useTransferQuote';
import { formBusy } from '../utils/form-busy';
import { AmountField, RouteFields, SourceChainBanner } from './TransferFields';
import { TransferProgress } from './TransferProgress';
import { TransferQuoteView } from './TransferQuote';

export function TransferForm({ flow, preset }: { flow: TransferFlow; preset?: TransferPreset | undefined }) {
  const { address, chainId: walletChainId } = useAccount();
  const form = useTransferFields(preset, walletChainId);
  const { amount, source, destination, wanted } = form.fields;
  const q = useTransferQuote(address, form.fields);
  const { busy, startEnabled, wrongSource, submit, touched, touch } = useStart(flow, form.fields, q);

  return (
    <section className="tf-card" aria-labelledby="tf-title" data-testid="transfer-form">
      <h3 id="tf-title" className="tf-card__title">
        Cross-Chain Transfer (USDC)
      </h3>
      <form
        className="tf-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <AmountField
          amount={amount}
          onAmount={form.setAmount}
          onBlur={touch}
          touched={touched}
          parsed={q.parsed}
          balance={q.balance}
          source={source}
          busy={busy}
        />
        <RouteFields
          source={source}
          destination={destination}
          busy={busy}
          onSource={form.setSource}
          onDestination={form.setDestination}
          onSwap={form.swap}
        />
        {source === destination ? <p className="tf-error">Choose two different chains</p> : null}
        <FormQuote
          q={q}
          source={source}
          destination={destination}
          wanted={wanted}
          busy={busy}
          onWanted={form.setWanted}
        />
        {wrongSource ? <SourceChainBanner source={source} /> : null}
        <Button type="submit" disabled={!startEnabled || wrongSource}>
          {busy ? 'Transfer in progress…' : 'Start Transfer'}
        </Button>
      </form>
      <TransferProgress flow={flow} />
    </section>
  );
}

/** Whether Start may be pressed, and what it sends: the amount, route, the quoted mode, fee and finality. */
function useStart(flow: TransferFlow, fields: TransferFields, q: ReturnType<typeof useTransferQuote>) {
  const { address, chainId: walletChainId } = useAccount();
  const [touched, setTouched] = useState(false);
  const busy = formBusy(flow);
  const startEnabled =
    canStartTransfer({
      connected: Boolean(address),
      amountText: fields.amount,
      sourceChainId: fields.source,
      destinationChainId: fields.destination,
      pending: busy,
    }) && q.parsed.ok;
  const wrongSource = Boolean(address) && walletChainId !== fields.source && !flow.transfer;
  const submit = () => {
    setTouched(true);
    if (!startEnabled || !q.parsed.ok) return;
    void flow.start({
      amount: q.parsed.value,
      sourceChainId: fields.source,
      destinationChainId: fields.destination,
      mode: q.quote.mode.type,
      fast: q.quote.mode.available,
      quotedFee: q.quote.fee,
    });
  };
  return { busy, startEnabled, wrongSource, submit, touched, touch: () => setTouched(true) };
}

/** The quote of a transfer that could be sent, and a word when Circle's fee service is unreachable. */
function FormQuote(props: {
  q: ReturnType<typeof useTransferQuote>;
  source: number;
  destination: number;
  wanted: TransferModeType;
  busy: boolean;
  onWanted: (mode: TransferModeType) => void;
}) {
  const { q } = props;
  return (
    <>
      {q.quotable ? (
        <TransferQuoteView
          quote={q.quote}
          wanted={props.wanted}
          destinationChainId={props.destination}
          busy={props.busy}
          onWanted={props.onWanted}
          allowanceUsdc={getChain(props.source)?.fastTransferSource ? q.allowanceUsdc : null}
          fastReason={q.fastReason}
        />
      ) : null}
      {q.feesUnreachable ? (
        <p className="fin-muted tf-note">
          Circle's fee service is unreachable; using the fallback fee schedule.
        </p>
      ) : null}
    </>
  );
}
