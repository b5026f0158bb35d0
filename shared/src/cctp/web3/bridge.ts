// The whole transfer without a form (the bridge before a deposit, the optimizer's cross-chain move, the autopilot):
// the same run and steps as the form, one after the other.
import type { Hash } from 'viem';
import type { CctpTransfer } from '../../domain/cctp/transfer-record';
import { getChainName } from '../../domain/chains/chains';
import { MINT_DELAY_AFTER_SWITCH_MS } from '../../web3/cctp-mint-steps';
import { type BurnInput, type CctpDeps, readBurnContext } from '../../web3/cctp-steps';
import { runAttestation, runBurn } from './burn-run';
import { runMint, runSwitch } from './mint-run';
import { createTransferRun } from './transfer-run';

export type BridgeEvents = {
  onStep?: (step: 'approve' | 'burn' | 'attestation' | 'switch-destination' | 'mint', hash?: Hash) => void;
  /** The burn is signed (and recorded through `record`). */
  onBurnSigned?: (hash: Hash) => void;
  onStatus?: (text: string) => void;
  /** Saves the transfer at every change (the page's transfer records); nothing is saved without it. */
  record?: (t: CctpTransfer) => CctpTransfer;
};

export type BridgeResult = {
  burnTxHash: Hash;
  mintTxHash: Hash | null;
  received: bigint;
  feeExecuted: bigint;
};

/**
 * The whole transfer without a form (the bridge before a deposit, the optimizer's cross-chain move): approve (if
 * short) → depositForBurn → attestation → switch → mint, through the same machine and driver as the form, so the
 * record reads the same whoever moved the USDC. `maxFee` must come from the
 * one terms function (cctp/domain/terms.ts).
 */
export async function bridgeUsdc(
  deps: CctpDeps,
  input: BurnInput,
  events: BridgeEvents = {},
): Promise<BridgeResult> {
  const context = await readBurnContext(deps, input.sourceChainId, input.amount);
  if (context.balance < input.amount) {
    throw new Error(`Not enough USDC on ${getChainName(input.sourceChainId)} to bridge this amount`);
  }
  await deps.switchChain(input.sourceChainId);
  const run = createTransferRun({
    ...(events.record ? { record: events.record } : {}),
    onChange: (next, _previous, event) => {
      if (event.type === 'burn-requested') events.onStep?.('burn');
      if (event.type === 'burn-signed') events.onBurnSigned?.(event.transfer.txHash);
      if (event.type === 'burned' && next.transfer) events.onStep?.('attestation', next.transfer.txHash);
      if (event.type === 'attestation-waiting') events.onStatus?.(event.text);
    },
  });
  run.send({ type: 'start', sourceChainId: input.sourceChainId, walletChainId: input.sourceChainId });
  events.onStep?.('approve');
  const hash = await runBurn(deps, run, input, context);
  await runAttestation(deps, run);
  events.onStep?.('switch-destination');
  await runSwitch(deps, run);
  run.send({ type: 'on-destination' });
  await (deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms))))(
    MINT_DELAY_AFTER_SWITCH_MS,
  );
  events.onStep?.('mint');
  const outcome = await runMint(deps, run);
  const minted = run.state().transfer;
  if (!outcome || !minted) throw new Error(run.state().status || 'The mint was not sent');
  const feeExecuted = BigInt(minted.feeExecuted ?? '0');
  return { burnTxHash: hash, mintTxHash: outcome.hash, received: input.amount - feeExecuted, feeExecuted };
}
