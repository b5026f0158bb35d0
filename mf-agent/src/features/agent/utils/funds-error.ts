// What a failed fund or withdrawal says. Both are transactions the user's own wallet sends and pays gas for (the
// agent signs a withdrawal but never sends one, so its account needs no ETH): a wallet without the ETH on Base to
// pay the fee hears the spec's 'Low ETH balance for gas fees' and what to do, instead of the node's wording.
import { AGENT_MESSAGES, LOW_ETH_THRESHOLD } from '@fin/shared/domain/agent/panel';
import { txErrorText } from '@fin/shared/hooks/useTransactionPlan';
import { InsufficientFundsError } from 'viem';

export const LOW_GAS_TEXT = `${AGENT_MESSAGES.lowGas}: your wallet needs ETH on Base (${LOW_ETH_THRESHOLD} is plenty) to pay for this transaction. Nothing was sent.`;

/** True when the error, or one it wraps, is the node refusing a fee the account cannot pay. */
function lacksGas(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (e instanceof InsufficientFundsError) return true;
    if (e instanceof Error && InsufficientFundsError.nodeMessage.test(e.message)) return true;
  }
  return false;
}

export function fundsErrorText(error: unknown): string {
  return lacksGas(error) ? LOW_GAS_TEXT : txErrorText(error);
}
