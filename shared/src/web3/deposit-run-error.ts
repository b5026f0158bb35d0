// A deposit's failed transaction plan as one line for the dialog. It lives beside the runner because it reads the
// runner's own error types (tx-plan.ts); the texts themselves are the domain's (domain/deposit/messages.ts).
import { DEPOSIT_CANCELLED, depositSwitchErrorText } from '../domain/deposit/messages';
import { shortenErrorMessage } from '../domain/money/format';
import { isUserRejectedError } from '../domain/wallet/network-switch';
import { TxBatchRevertedError, TxRevertedError, TxSimulationError, TxSwitchError } from './tx-plan';

/**
 * Any failure of a deposit's transaction plan, as one line: a failed switch as above, a rejection as a
 * cancellation, a simulation that says it would revert ('... would fail: reason. Nothing was sent.') and a mined
 * revert ('Transaction failed (reverted): ...') in full, anything else as 'Error: …'.
 */
export function depositRunErrorText(error: unknown, chain: string): string {
  if (error instanceof TxSwitchError) return depositSwitchErrorText(error.cause, chain);
  if (isUserRejectedError(error)) return DEPOSIT_CANCELLED;
  if (
    error instanceof TxSimulationError ||
    error instanceof TxRevertedError ||
    error instanceof TxBatchRevertedError
  )
    return error.message;
  return shortenErrorMessage(error);
}
