// A forwarded transfer whose relayer has not minted FORWARD_TIMEOUT_MS after it was attested is handed back to the
// user while the page is open, as the transfer form does after its own wait: its record says so (failed, with the
// form's sentence), so the history, the unfinished list and 'Finish transfer' (the user's own mint) all follow.
import { FORWARD_TIMEOUT_REASON } from '@fin/shared/domain/cctp/forwarding';
import { forwardDeadline, forwardGivenUp } from '@fin/shared/domain/cctp/transfer-reconcile';
import { type CctpTransfer, sameTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { recordTransfer } from '@fin/shared/web3/cctp-records';
import { useEffect } from 'react';

/** `active`: the transfer the form is running, which keeps its own wait. */
export function useForwardDeadlines(records: readonly CctpTransfer[], active: CctpTransfer | null) {
  useEffect(() => {
    const waiting = records.flatMap((t) => {
      const due = forwardDeadline(t);
      return due === null || (active && sameTransfer(active, t)) ? [] : [{ t, due }];
    });
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((w) => w.due));
    const timer = setTimeout(
      () => {
        for (const { t, due } of waiting)
          if (due <= Date.now()) recordTransfer(forwardGivenUp(t, FORWARD_TIMEOUT_REASON));
      },
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [records, active]);
}
