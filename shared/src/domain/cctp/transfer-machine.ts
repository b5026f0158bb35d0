// The one CCTP V2 transfer machine: the six steps, their order, what the user reads at each, how a refused
// signature, a failed step, an expired attestation or a closed tab is recovered, and what the transfer record says
// at every point. A pure reducer: events in (what the wallet, the chains and Circle answered), the next state out.
// One driver (cctp/web3/transfer-run.ts) feeds it for the transfer form, Complete Pending, the bridge before a
// deposit and the optimizer's cross-chain move; the chat's transfer action opens the form. The timers of the
// rhythm (clear after a cancel, retry prompt, reset after completion) are part of the state (`after`), so they are
// tested here without a clock.
import { destinationEvents } from './transfer-destination';
import { recoveryEvents } from './transfer-recovery';
import { sourceEvents } from './transfer-source';
import type { TransferEvent, TransferMachineState } from './transfer-state';

export { isCompleted, waitsForDestination } from './transfer-view';

type Handlers = {
  [T in TransferEvent['type']]: (
    s: TransferMachineState,
    e: Extract<TransferEvent, { type: T }>,
  ) => TransferMachineState;
};

/** Every event, by the part of the transfer it belongs to. */
const HANDLERS: Handlers = { ...sourceEvents, ...destinationEvents, ...recoveryEvents };

/** The whole machine. An event that makes no sense where the transfer stands leaves it as it is. */
export function transferMachine(s: TransferMachineState, e: TransferEvent): TransferMachineState {
  return (HANDLERS[e.type] as (s: TransferMachineState, e: TransferEvent) => TransferMachineState)(s, e);
}
