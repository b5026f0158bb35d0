// Small reads and writes of the transfer machine's state, shared by its parts.
import type { CctpTransfer, TransferStep, TransferStepId } from './transfer-record';
import { initialSteps, updateStep } from './transfer-record';
import type { TransferMachineState } from './transfer-state';

type S = TransferMachineState;

export const withStep = (
  s: S,
  id: TransferStepId,
  status: TransferStep['status'],
  description?: string,
): S => ({
  ...s,
  steps: updateStep(s.steps ?? initialSteps(), id, status, description),
});

export const stepStatus = (s: S, id: TransferStepId) => s.steps?.find((x) => x.id === id)?.status;

/** Step 5 is in progress: the mint follows as soon as the wallet is on the destination. */
export const waitsForDestination = (s: S) => stepStatus(s, 'switch-destination') === 'in-progress';

/** The form is finished with this transfer (completed), for the views that hide their prompts then. */
export const isCompleted = (s: S) => s.phase === 'completed';

export const patch = (s: S, p: Partial<CctpTransfer>): CctpTransfer | null =>
  s.transfer ? { ...s.transfer, ...p } : null;
