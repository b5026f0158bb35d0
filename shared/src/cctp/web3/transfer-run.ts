// The run of one transfer through the CCTP transfer machine (domain/cctp/transfer-machine.ts): its state, its
// record keeping, and how a wallet or chain error is told to it. The steps (burn-run.ts, mint-run.ts) and the whole
// bridge (bridge.ts) drive it; the transfer form, Complete Pending, the recovery link, the bridge before a deposit and
// the optimizer's cross-chain move all run through it.
import { transferMachine } from '../../domain/cctp/transfer-machine';
import type { CctpTransfer } from '../../domain/cctp/transfer-record';
import {
  idleTransfer,
  type TransferEvent,
  type TransferMachineState,
} from '../../domain/cctp/transfer-state';
import { isUserRejectedError } from '../../domain/wallet/network-switch';
import { errorText } from '../../web3/cctp-steps';

export type TransferRun = {
  state: () => TransferMachineState;
  send: (event: TransferEvent) => TransferMachineState;
};

/**
 * A transfer's state and its record keeping. `record` saves a transfer (browser storage + the API's copy) and
 * returns what was saved; without it nothing is saved (a run inside a test or a script).
 */
export function createTransferRun(
  opts: {
    record?: (t: CctpTransfer) => CctpTransfer;
    onChange?: (next: TransferMachineState, previous: TransferMachineState, event: TransferEvent) => void;
  } = {},
): TransferRun {
  let current = idleTransfer;
  return {
    state: () => current,
    send(event) {
      const previous = current;
      let next = transferMachine(previous, event);
      // A transfer picked up or pasted is as recorded already; every change after that is saved.
      const changed = next.transfer && next.transfer !== previous.transfer;
      if (changed && next.persist && opts.record && event.type !== 'resume' && event.type !== 'load-pasted')
        next = { ...next, transfer: opts.record(next.transfer as CctpTransfer) };
      current = next;
      if (next !== previous) opts.onChange?.(next, previous, event);
      return next;
    },
  };
}

/** Tells the machine how a wallet or chain call ended, then lets the caller see the error too. */
export function failWith(run: TransferRun, error: unknown): never {
  run.send(isUserRejectedError(error) ? { type: 'rejected' } : { type: 'failed', reason: errorText(error) });
  throw error;
}
