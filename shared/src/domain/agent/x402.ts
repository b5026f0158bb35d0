// x402 v2 as Fin uses it: reports are paid in USDC on Base with the 'exact' scheme (an EIP-3009
// transferWithAuthorization the buyer signs and a facilitator submits). This file holds the fixed terms of those
// payments and turns the protocol's refusal codes into sentences a person can act on.

import { BASE_ID } from '../chains/chains';
import { getTokenAddress } from '../money/tokens';
import { formatUsdcUnits } from './budget';

export const X402_VERSION = 2;
export const X402_SCHEME = 'exact';
/** CAIP-2 id of Base mainnet (the devnet's Base runs with the same chain id). */
export const X402_NETWORK = `eip155:${BASE_ID}` as const;
/** Native USDC on Base. */
export const X402_ASSET = getTokenAddress('USDC', BASE_ID) as `0x${string}`;
/** USDC's EIP-712 domain on Base: the signature is only valid for this name and version. */
export const X402_ASSET_DOMAIN = { name: 'USD Coin', version: '2' } as const;
/** How long a signed payment stays valid. */
export const X402_MAX_TIMEOUT_SECONDS = 120;
/**
 * The seller refuses an authorization valid for longer than X402_MAX_TIMEOUT_SECONDS plus this much clock
 * difference: so a settlement left without an answer is known to be dead once that time has passed.
 */
export const X402_CLOCK_SKEW_SECONDS = 60;

export const X402_HEADERS = {
  required: 'PAYMENT-REQUIRED',
  signature: 'PAYMENT-SIGNATURE',
  response: 'PAYMENT-RESPONSE',
} as const;

export type X402Refusal =
  | 'missing'
  | 'malformed'
  | 'replayed'
  | 'signature'
  | 'amount'
  | 'pay-to'
  | 'network'
  | 'expired'
  | 'too-long'
  | 'not-yet-valid'
  | 'unfunded'
  | 'token'
  | 'failed';

/** The facilitator's reason code (x402 v2 VerifyResponse.invalidReason / SettleResponse.errorReason) → our kind. */
export function refusalKind(reason: string | undefined): X402Refusal {
  const r = (reason ?? '').toLowerCase();
  if (r.includes('nonce_already_used') || r.includes('replay')) return 'replayed';
  if (r.includes('signature')) return 'signature';
  if (r.includes('recipient') || r.includes('pay_to') || r.includes('payto')) return 'pay-to';
  if (r.includes('value') || r.includes('amount')) return 'amount';
  if (r.includes('network') || r.includes('scheme') || r.includes('unsupported')) return 'network';
  if (r.includes('valid_before') || r.includes('expired')) return 'expired';
  if (r.includes('valid_after')) return 'not-yet-valid';
  if (r.includes('insufficient') || r.includes('balance')) return 'unfunded';
  if (r.includes('token_name') || r.includes('token_version') || r.includes('asset')) return 'token';
  return 'failed';
}

/** What the buyer reads when a payment is refused; no report is sent with it. */
export function refusalMessage(kind: X402Refusal, priceUnits: number): string {
  const price = formatUsdcUnits(priceUnits);
  switch (kind) {
    case 'missing':
      return `Payment required: this report costs ${price} USDC on Base`;
    case 'malformed':
      return 'Payment refused: the PAYMENT-SIGNATURE header is not an x402 v2 payment';
    case 'replayed':
      return 'Payment refused: this payment authorization was already used';
    case 'signature':
      return 'Payment refused: the signature does not come from the payer';
    case 'amount':
      return `Payment refused: the amount is below the price of ${price} USDC`;
    case 'pay-to':
      return 'Payment refused: the payment is not made out to Fin’s treasury';
    case 'network':
      return 'Payment refused: pay with the exact scheme in USDC on Base (eip155:8453)';
    case 'expired':
      return 'Payment refused: the payment authorization has expired';
    case 'too-long':
      return `Payment refused: the payment authorization must expire within ${X402_MAX_TIMEOUT_SECONDS} seconds`;
    case 'not-yet-valid':
      return 'Payment refused: the payment authorization is not valid yet';
    case 'unfunded':
      return 'Payment refused: the payer’s USDC balance does not cover the price';
    case 'token':
      return 'Payment refused: the payment was signed for another token';
    case 'failed':
      return 'Payment refused: the transfer could not be settled on chain';
  }
}
