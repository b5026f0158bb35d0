import type { TransferStep } from '@fin/shared/domain/cctp/transfer-record';

/**
 * Whether the form is locked by a transfer under way: a call in flight, or a step in progress of a transfer that
 * has neither completed nor failed (a failed one leaves the form free for the next).
 */
export function formBusy(flow: {
  pending: boolean;
  steps: readonly TransferStep[] | null;
  completed: boolean;
  transfer: { status: string } | null;
}): boolean {
  return (
    flow.pending ||
    (flow.steps !== null &&
      !flow.completed &&
      flow.transfer?.status !== 'failed' &&
      flow.steps.some((s) => s.status === 'in-progress'))
  );
}
