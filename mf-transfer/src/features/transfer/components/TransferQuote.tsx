import {
  fastAllowanceText,
  type quoteTransfer,
  type TransferModeType,
  USDC_DECIMALS,
} from '@fin/shared/domain/cctp/fees';
import { formatAmount } from '@fin/shared/domain/money/amount';

const usdcText = (v: bigint) => `${formatAmount(v, USDC_DECIMALS)} USDC`;

/** The speed choice and the quote of a valid form, with Circle's fast allowance and why Fast is off when it is. */
export function TransferQuoteView(props: {
  quote: ReturnType<typeof quoteTransfer>;
  wanted: TransferModeType;
  busy: boolean;
  onWanted: (m: TransferModeType) => void;
  allowanceUsdc: number | null;
  fastReason: string | null;
}) {
  const { quote, wanted, busy } = props;
  return (
    <>
      {quote.fastEligible ? <SpeedChoice wanted={wanted} busy={busy} onWanted={props.onWanted} /> : null}
      {props.fastReason ? (
        <p className="fin-muted tf-note" data-testid="fast-unavailable">
          {props.fastReason}
        </p>
      ) : null}
      <dl className="tf-quote" data-testid="transfer-quote">
        <div>
          <dt>Speed</dt>
          <dd>
            {quote.mode.type === 'fast' ? 'Fast' : 'Standard'} · {quote.mode.estimatedTime}
          </dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd data-testid="transfer-fee">{usdcText(quote.fee)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="transfer-total">{usdcText(quote.total)}</dd>
        </div>
        <div>
          <dt>You receive</dt>
          <dd data-testid="transfer-receive">{usdcText(quote.receive)}</dd>
        </div>
      </dl>
      {props.allowanceUsdc !== null ? (
        <p className="fin-muted tf-note" data-testid="fast-allowance">
          Circle's fast allowance left: {fastAllowanceText(props.allowanceUsdc)}
        </p>
      ) : null}
    </>
  );
}

function SpeedChoice(props: {
  wanted: TransferModeType;
  busy: boolean;
  onWanted: (m: TransferModeType) => void;
}) {
  return (
    <fieldset className="tf-speed" data-testid="transfer-speed">
      <legend>Speed</legend>
      {(['standard', 'fast'] as const).map((m) => (
        <label key={m} className={`tf-speed__option ${props.wanted === m ? 'is-on' : ''}`}>
          <input
            type="radio"
            name="tf-speed"
            value={m}
            checked={props.wanted === m}
            disabled={props.busy}
            onChange={() => props.onWanted(m)}
          />
          {m === 'fast' ? 'Fast' : 'Standard'}
        </label>
      ))}
    </fieldset>
  );
}
