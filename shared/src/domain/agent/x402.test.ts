import { describe, expect, it } from 'vitest';
import { refusalKind, refusalMessage, X402_ASSET, X402_NETWORK } from './x402';

describe('x402 terms and refusals', () => {
  it('charges in native USDC on Base', () => {
    expect(X402_NETWORK).toBe('eip155:8453');
    expect(X402_ASSET).toBe('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913');
  });

  it('maps the facilitator reason codes to a refusal a person understands', () => {
    expect(refusalKind('invalid_exact_evm_nonce_already_used')).toBe('replayed');
    expect(refusalKind('invalid_exact_evm_signature')).toBe('signature');
    expect(refusalKind('invalid_exact_evm_recipient_mismatch')).toBe('pay-to');
    expect(refusalKind('invalid_exact_evm_authorization_value')).toBe('amount');
    expect(refusalKind('invalid_exact_evm_payload_authorization_valid_before')).toBe('expired');
    expect(refusalKind('invalid_exact_evm_insufficient_balance')).toBe('unfunded');
    expect(refusalKind('invalid_exact_evm_network_mismatch')).toBe('network');
    expect(refusalKind('something_new')).toBe('failed');
    expect(refusalMessage('amount', 100)).toBe(
      'Payment refused: the amount is below the price of 0.0001 USDC',
    );
    expect(refusalMessage('missing', 200)).toBe('Payment required: this report costs 0.0002 USDC on Base');
  });
});
