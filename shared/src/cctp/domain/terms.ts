// The terms of a CCTP bridge, decided here once for every caller: the transfer form's quote, the bridge before a
// deposit, the optimizer's cross-chain move (measured by the API, run in the browser, run by the autopilot) and the
// chat's fee answer. Before this, four places applied four variants of the rule, so one transfer could be quoted
// three ways. The rule itself (fee schedule, fast eligibility, maxFee buffer) lives in domain/cctp/fees.ts; this is
// the only caller of it that decides speed, fee, maxFee and what arrives.
import {
  burnMaxFee,
  FALLBACK_FEE_SCHEDULE,
  type FeeSchedule,
  grossUpForFastFee,
  quoteTransfer,
  type TransferModeType,
  type TransferQuote,
} from '../../domain/cctp/fees';

/** What Circle says about a route at the moment: the fast fee schedule, the fast allowance, the forwarding fee. */
export type CircleTerms = {
  /** Null when the fee service could not be read: the fallback schedule applies. */
  schedule: FeeSchedule | null;
  /** Whole USDC; null when unknown, and then Fast is not offered. */
  allowanceUsdc: number | null;
  /** Circle's forwarding fee in base units; null or absent when unknown ('Delivered for you' is not offered). */
  forwardFee?: bigint | null;
};

/** No attestation service (or none configured): standard speed, no fee. */
export const NO_CIRCLE_TERMS: CircleTerms = { schedule: null, allowanceUsdc: null };

export type BridgeTermsInput = {
  sourceChainId: number;
  destinationChainId: number;
  /** USDC base units that leave the wallet; with `arrive`, what must arrive on the destination instead. */
  amount: bigint;
  /**
   * The amount is what must arrive (the bridge before a deposit): where Fast is offered the burn is grossed up by
   * the fast fee so the whole amount lands, and never takes more than `available` (the source balance).
   */
  arrive?: { available: bigint };
  /** The speed asked for: Fast and forwarding are only given where Circle offers them. */
  wanted: TransferModeType;
  circle: CircleTerms;
  /**
   * The messenger's `getMinFeeAmount` for this burn: a burn whose maxFee is below it reverts. Without it the terms
   * carry no maxFee (a quote shown before anything is sent).
   */
  onchainMinFee?: bigint;
};

export type BridgeTerms = TransferQuote & {
  /** Burn at fast finality (fast, and forwarded). */
  fast: boolean;
  /** Circle's Forwarding Service mints on the destination. */
  forward: boolean;
  minFinalityThreshold: number;
  estimatedTime: string;
  /** The burn's `maxFee`; null when `onchainMinFee` was not given. Throws if the fee would eat the amount. */
  maxFee: bigint | null;
};

function quoteFor(input: BridgeTermsInput, amount: bigint, wanted: TransferModeType): TransferQuote {
  return quoteTransfer({
    amount,
    sourceChainId: input.sourceChainId,
    destinationChainId: input.destinationChainId,
    schedule: input.circle.schedule,
    allowanceUsdc: input.circle.allowanceUsdc,
    forwardFee: input.circle.forwardFee ?? null,
    wanted,
  });
}

/**
 * The burn that delivers `amount`: grossed up for the fast fee when Fast takes the grossed amount; otherwise the
 * amount itself at standard speed (a fast burn of the bare amount would arrive short). Never past `available`.
 */
function burnToDeliver(input: BridgeTermsInput, available: bigint) {
  const net = input.amount;
  const gross = grossUpForFastFee(net, input.circle.schedule ?? FALLBACK_FEE_SCHEDULE);
  const fastFits = input.wanted !== 'standard' && quoteFor(input, gross, 'fast').mode.type === 'fast';
  const amount = fastFits ? gross : net;
  return {
    amount: amount > available ? available : amount,
    wanted: fastFits ? input.wanted : 'standard',
  } as const;
}

/** Speed, fee, maxFee and what arrives, for one bridge. Pure: Circle's terms and the chain's minimum are inputs. */
export function bridgeTerms(input: BridgeTermsInput): BridgeTerms {
  const { amount, wanted } = input.arrive
    ? burnToDeliver(input, input.arrive.available)
    : { amount: input.amount, wanted: input.wanted };
  const quote = quoteFor(input, amount, wanted);
  const forward = quote.mode.type === 'forwarded';
  const fast = quote.mode.type !== 'standard';
  const maxFee =
    input.onchainMinFee === undefined ? null : termsMaxFee({ ...quote, fast, forward }, input.onchainMinFee);
  return {
    ...quote,
    fast,
    forward,
    minFinalityThreshold: quote.mode.minFinalityThreshold,
    estimatedTime: quote.mode.estimatedTime,
    maxFee,
  };
}

/**
 * The burn's `maxFee` for terms quoted before the chain was read (the form quotes as the user types and reads the
 * messenger's minimum when the burn is sent): the quoted fee with Circle's buffer, never under the minimum.
 */
export function termsMaxFee(
  terms: Pick<BridgeTerms, 'total' | 'fee' | 'fast' | 'forward'>,
  onchainMinFee: bigint,
): bigint {
  return burnMaxFee({
    amount: terms.total,
    quotedFee: terms.fee,
    fast: terms.fast,
    forwarded: terms.forward,
    onchainMinFee,
  });
}
