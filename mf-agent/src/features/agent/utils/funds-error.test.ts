import { AGENT_MESSAGES } from '@fin/shared/domain/agent/panel';
import { TX_CANCELLED } from '@fin/shared/hooks/useTransactionPlan';
import { InsufficientFundsError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { fundsErrorText } from './funds-error';

describe('a failed fund or withdrawal', () => {
  it("says 'Low ETH balance for gas fees' when the wallet cannot pay the fee, however deep the node's error is", () => {
    const node = new Error('insufficient funds for gas * price + value: have 0 want 21000000000000');
    for (const error of [
      new InsufficientFundsError(),
      new Error('Sending USDC to your agent would fail: gas. Nothing was sent.', { cause: node }),
      new Error('outer', { cause: new Error('middle', { cause: new InsufficientFundsError() }) }),
    ]) {
      const text = fundsErrorText(error);
      expect(text.startsWith(AGENT_MESSAGES.lowGas)).toBe(true);
      expect(text).toContain('your wallet needs ETH on Base');
    }
  });

  it('keeps the usual wording for anything else', () => {
    expect(fundsErrorText(new UserRejectedRequestError(new Error('denied')))).toBe(TX_CANCELLED);
    expect(fundsErrorText(new Error('execution reverted'))).not.toContain(AGENT_MESSAGES.lowGas);
  });
});
