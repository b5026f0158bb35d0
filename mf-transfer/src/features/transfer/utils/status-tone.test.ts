import { FORWARD_TIMEOUT_REASON } from '@fin/shared/domain/cctp/forwarding';
import { TRANSFER_TEXTS } from '@fin/shared/domain/cctp/transfer-texts';
import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone';

describe('the status line tone of a forwarded transfer', () => {
  it('reads red whenever Circle did not deliver, whatever the reason; green once minted', () => {
    const refused = "Circle's Forwarding Service did not mint this transfer (INSUFFICIENT_FEE)";
    expect(statusTone(TRANSFER_TEXTS.forwardFailed(refused, 10))).toBe('error');
    expect(statusTone(TRANSFER_TEXTS.forwardFailed(FORWARD_TIMEOUT_REASON, 10))).toBe('error');
    expect(statusTone(TRANSFER_TEXTS.completed(10))).toBe('success');
  });
});
