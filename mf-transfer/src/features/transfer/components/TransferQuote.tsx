import type { BridgeTerms } from '@fin/shared/cctp/domain/terms';
import { fastAllowanceText, type TransferModeType, USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import { TRANSFER_MODE_NAMES } from '@fin/shared/domain/cctp/transfer-texts';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { formatAmount } from '@fin/shared/domain/money/amount';

const usdcText = (v: bigint) => `${formatAmount(v, USDC_DECIMALS)} USDC`;

/**
 * The speed choice (Standard, Fast, and 'Delivered for you' where Circle's Forwarding Service takes the route) and
 * the quote of a valid form, with Circle's fast allowance and why Fast is off when it is.
 */
export function TransferQuoteView(props: {
  quote: BridgeTerms;
  wanted: TransferModeType;
  destinationChainId: number;
  busy: boolean;
  onWanted: (m: TransferModeType) => void;
  allowanceUsdc: number | null;
  fastReason: string | null;
}) {
  const { quote, wanted, busy } = props;
  return (
    <>
      {quote.fastEligible ? (
        <SpeedChoice
          wanted={wanted}
          busy={busy}
          onWanted={props.onWanted}
          forwardOffered={quote.forwardEligible}
        />
      ) : null}
      {props.fastReason ? (
        <p className="fin-muted tf-note" data-testid="fast-unavailable">
          {props.fastReason}
        </p>
      ) : null}
      <QuoteFacts quote={quote} />
      {quote.mode.type === 'forwarded' ? (
        <p className="fin-muted tf-note" data-testid="forwarding-note">
          Circle's Forwarding Service mints on {getChainName(props.destinationChainId)} for you: no network
          switch, no gas there, one less signature. Its fee is taken from the amount received.
        </p>
      ) : null}
      {props.allowanceUsdc !== null ? (
        <p className="fin-muted tf-note" data-testid="fast-allowance">
          Circle's fast allowance left: {fastAllowanceText(props.allowanceUsdc)}
        </p>
      ) : null}
    </>
  );
}

/** The quote itself: speed and time, the fees (fast and forwarding apart when forwarded), total and amount received. */
function QuoteFacts({ quote }: { quote: BridgeTerms }) {
  return (
    <dl className="tf-quote" data-testid="transfer-quote">
      <div>
        <dt>Speed</dt>
        <dd>
          {TRANSFER_MODE_NAMES[quote.mode.type]} · {quote.mode.estimatedTime}
        </dd>
      </div>
      {quote.mode.type === 'forwarded' ? (
        <>
          <div>
            <dt>Fast fee</dt>
            <dd data-testid="transfer-fast-fee">{usdcText(quote.fee - quote.forwardFee)}</dd>
          </div>
          <div>
            <dt>Forwarding fee</dt>
            <dd data-testid="transfer-forwarding-fee">{usdcText(quote.forwardFee)}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>{quote.mode.type === 'forwarded' ? 'Total fees' : 'Fee'}</dt>
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
  );
}

function SpeedChoice(props: {
  wanted: TransferModeType;
  busy: boolean;
  onWanted: (m: TransferModeType) => void;
  forwardOffered: boolean;
}) {
  const modes: TransferModeType[] = props.forwardOffered
    ? ['standard', 'fast', 'forwarded']
    : ['standard', 'fast'];
  return (
    <fieldset className="tf-speed" data-testid="transfer-speed">
      <legend>Speed</legend>
      {modes.map((m) => (
        <label key={m} className={`tf-speed__option ${props.wanted === m ? 'is-on' : ''}`}>
          <input
            type="radio"
            name="tf-speed"
            value={m}
            // Delivered for you no longer on offer (the amount changed): it is a fast transfer.
            checked={
              props.wanted === m || (m === 'fast' && props.wanted === 'forwarded' && !props.forwardOffered)
            }
            disabled={props.busy}
            onChange={() => props.onWanted(m)}
          />
          {TRANSFER_MODE_NAMES[m]}
        </label>
      ))}
    </fieldset>
  );
}
