// The transfer form's copy of the one CCTP transfer machine (shared domain/cctp): its state for React, what the
// rest of the page hears when it changes (notifications, a toast, the portfolio), and the machine's timers.
import { triggerNotification } from '@fin/shared/api/notifications';
import { portfolioKeys } from '@fin/shared/api/portfolio';
import { createTransferRun, type TransferRun } from '@fin/shared/cctp/web3/transfer-run';
import { isCompleted } from '@fin/shared/domain/cctp/transfer-machine';
import { type CctpTransfer, notificationTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { idleTransfer, type TransferMachineState } from '@fin/shared/domain/cctp/transfer-state';
import { useFinStore } from '@fin/shared/store/fin-store';
import { recordTransfer } from '@fin/shared/web3/cctp-records';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { withStoredProof } from '../api/transfer-mirror';

type Notice = 'transfer.initiated' | 'transfer.failed' | 'transfer.completed';

function notify(event: Notice, t: CctpTransfer) {
  // Fire and forget: a notification that fails (or has no signed-in session to go with) is logged, never shown
  // and never blocks the transfer.
  const sent = withStoredProof(t.recipient, (headers) =>
    triggerNotification({ event, transfer: notificationTransfer(t) }, { headers }),
  );
  if (!sent) console.warn(`notification ${event} not sent: no wallet session in this tab`);
  sent?.catch((e: unknown) => console.warn(`notification ${event} failed`, e));
}

/** What the API hears about: a burn just signed, and a saved transfer of this run failing or completing. */
function noticeOf(next: TransferMachineState, previous: TransferMachineState): Notice | null {
  const t = next.transfer;
  if (!t || !next.persist || t.status === previous.transfer?.status) return null;
  if (t.status === 'burned') return previous.phase === 'burning' ? 'transfer.initiated' : null;
  // A transfer picked up from the list is not news; a change to the one on screen is.
  if (previous.transfer?.txHash !== t.txHash) return null;
  if (t.status === 'failed') return 'transfer.failed';
  if (t.status === 'completed') return 'transfer.completed';
  return null;
}

/** The machine's state for React and the run that drives it (one per form). */
export function useTransferRun(onCompleted: ((t: CctpTransfer) => void) | undefined) {
  const queryClient = useQueryClient();
  const pushToast = useFinStore((s) => s.pushToast);
  const [state, setState] = useState<TransferMachineState>(idleTransfer);
  const onCompletedRef = useRef(onCompleted);
  onCompletedRef.current = onCompleted;
  const onChangeRef = useRef((_next: TransferMachineState, _previous: TransferMachineState) => {});
  onChangeRef.current = (next, previous) => {
    setState(next);
    const notice = noticeOf(next, previous);
    if (notice && next.transfer) notify(notice, next.transfer);
    // The burn confirmed: the source balance is lower.
    if (next.phase === 'attesting' && previous.phase === 'burning')
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    if (isCompleted(next) && !isCompleted(previous)) {
      pushToast({ tone: 'success', title: 'Transfer completed', description: next.status });
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    }
  };
  const runRef = useRef<TransferRun | null>(null);
  runRef.current ??= createTransferRun({
    record: recordTransfer,
    onChange: (next, previous) => onChangeRef.current(next, previous),
  });
  const run = runRef.current;

  // The machine's timers: the steps clear after a cancel, the retry prompt, the reset after completion.
  useEffect(() => {
    const after = state.after;
    if (!after) return;
    const timer = window.setTimeout(() => {
      const done = run.state().transfer;
      if (after.event === 'reset' && done) onCompletedRef.current?.(done);
      run.send({ type: after.event });
    }, after.ms);
    return () => clearTimeout(timer);
  }, [state.after, run]);

  return { state, run };
}
