// The transaction runner's checks before a signature: why a call would revert, in words a user can read, and the
// simulation of a run of same-chain calls together (eth_simulateV1) before any of them is offered to the wallet.
import { type Address, BaseError, decodeErrorResult, type Hex } from 'viem';
import { ERC20_DEPOSIT_ABI } from '../domain/deposit/abis';
import { approveCall, type TxCall, type TxSendingStep, TxSimulationError } from './tx-plan';
import type { TxChainClient } from './tx-runner-deps';

/** The readable reason of a revert: the contract's own error when its ABI is known, else viem's short message. */
export function revertReason(error: unknown, abi?: readonly unknown[]): string {
  let current: unknown = error;
  let reason: string | undefined;
  for (let depth = 0; depth < 12 && current && typeof current === 'object'; depth++) {
    const c = current as { reason?: unknown; data?: unknown; cause?: unknown };
    if (typeof c.reason === 'string' && c.reason) reason ??= c.reason;
    if (!reason && abi && typeof c.data === 'string' && c.data.startsWith('0x') && c.data.length >= 10) {
      reason = decodedError(c.data as Hex, abi);
    }
    current = c.cause;
  }
  if (reason) return reason;
  if (error instanceof BaseError) return error.shortMessage.replace(/\.$/, '');
  if (error instanceof Error) return (error.message.split('\n')[0] ?? error.message).replace(/\.$/, '');
  return String(error);
}

/** `Name(arg, ...)` when `data` is one of the contract's errors; undefined otherwise (keep looking down the chain). */
function decodedError(data: Hex, abi: readonly unknown[]): string | undefined {
  try {
    const decoded = decodeErrorResult({ abi: abi as never, data });
    const args = (decoded.args ?? []).map(String).join(', ');
    return args ? `${decoded.errorName}(${args})` : decoded.errorName;
  } catch {
    return undefined;
  }
}

/** The call a sending step makes (an approval's is built from its token, spender and amount). */
export function sendingCall(step: TxSendingStep): TxCall {
  return step.kind === 'approve' ? approveCall(step) : step.call;
}

/** The ABI that names the step's revert reasons. */
export function abiOf(step: TxSendingStep): readonly unknown[] | undefined {
  return step.kind === 'approve' ? ERC20_DEPOSIT_ABI : step.abi;
}

/**
 * The one check before calls are offered to the wallet as one batch (the runner's groups here, the CCTP approve +
 * burn in wallet-batch.ts): the calls simulated together on the chain's current state (eth_simulateV1). True: the
 * sequence is sound and may go as one prompt. False: the chain cannot simulate a sequence, so the calls go one by
 * one, each estimated right before its own prompt. A call that would fail throws TxSimulationError naming it
 * (`onFailed` gets its index first): nothing is sent.
 */
export async function simulatedTogether(
  client: Pick<TxChainClient, 'simulateSequence'>,
  account: Address,
  steps: readonly TxSendingStep[],
  onFailed?: (index: number) => void,
): Promise<boolean> {
  const failure = await client.simulateSequence(account, steps.map(sendingCall));
  if (failure === undefined) return false;
  if (failure === null) return true;
  const step = steps[failure.index] as TxSendingStep;
  onFailed?.(failure.index);
  throw new TxSimulationError(step, revertReason(failure.error, abiOf(step)), failure.error);
}
