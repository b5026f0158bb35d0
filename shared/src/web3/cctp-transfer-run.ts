// The one driver of the CCTP transfer machine (domain/cctp/transfer-machine.ts): each step calls the wallet, the
// chains or Circle through `cctp-steps` and tells the machine what happened; the machine decides what the user
// reads and what the record says, and the run saves the record whenever it changes. The transfer form (and its
// Complete Pending and resume), the bridge before a deposit and the optimizer's cross-chain move all run here.
import { type Hash, parseUnits } from 'viem';
import { termsMaxFee } from '../cctp/domain/terms';
import { AttestationError } from '../domain/cctp/attestation';
import { USDC_DECIMALS } from '../domain/cctp/fees';
import { transferMachine } from '../domain/cctp/transfer-machine';
import { type CctpTransfer, newTransferId } from '../domain/cctp/transfer-record';
import { idleTransfer, type TransferEvent, type TransferMachineState } from '../domain/cctp/transfer-state';
import { getChainName } from '../domain/chains/chains';
import { formatAmount } from '../domain/money/amount';
import { awaitAttestation, MINT_DELAY_AFTER_SWITCH_MS } from './cctp-mint-steps';
import {
  approveIfShort,
  type BurnContext,
  type BurnInput,
  type CctpDeps,
  errorText,
  readBurnContext,
  sendApproveAndBurn,
  sendBurn,
} from './cctp-steps';
import { failWith, runMint, runSwitch } from './cctp-transfer-run-mint';

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

export type BurnRequest = {
  sourceChainId: number;
  destinationChainId: number;
  amount: bigint;
  fast: boolean;
  /** 'Delivered for you': Circle's Forwarding Service mints on the destination (fee taken from the transfer). */
  forward?: boolean;
  /** The fee quoted to the user (fast, forwarding); the burn's maxFee is derived from it unless `maxFee` is given. */
  quotedFee?: bigint;
  maxFee?: bigint;
};

/** The burn's maxFee: as given, or derived from the fee quoted to the user and the messenger's on-chain minimum. */
function maxFeeOf(input: BurnRequest, context: BurnContext): bigint {
  return (
    input.maxFee ??
    termsMaxFee(
      { total: input.amount, fee: input.quotedFee ?? 0n, fast: input.fast, forward: input.forward ?? false },
      context.onchainMinFee,
    )
  );
}

/** The record written the moment the wallet signs the burn. */
function signedRecord(
  deps: CctpDeps,
  input: BurnRequest,
  burn: { hash: Hash; approveHash: Hash | null; maxFee: bigint; startedAt: number },
): CctpTransfer {
  return {
    id: newTransferId(burn.startedAt),
    amount: formatAmount(input.amount, USDC_DECIMALS),
    asset: 'USDC',
    sourceChain: input.sourceChainId,
    destinationChain: input.destinationChainId,
    recipient: deps.account,
    status: 'burned',
    timestamp: burn.startedAt,
    transferMode: input.forward ? 'forwarded' : input.fast ? 'fast' : 'standard',
    txHash: burn.hash,
    approveTxHash: burn.approveHash ?? undefined,
    maxFee: burn.maxFee.toString(),
    updatedAt: burn.startedAt,
  };
}

/** Approve (when short) and burn; the record exists from the burn's signature. Resolves with the burn hash. */
export async function runBurn(
  deps: CctpDeps,
  run: TransferRun,
  input: BurnRequest,
  known?: BurnContext,
): Promise<Hash> {
  const amountText = formatAmount(input.amount, USDC_DECIMALS);
  try {
    const context = known ?? (await readBurnContext(deps, input.sourceChainId, input.amount));
    if (context.balance < input.amount) {
      throw new Error(
        `Amount exceeds your USDC balance on ${getChainName(input.sourceChainId)} (${formatAmount(context.balance, USDC_DECIMALS)} USDC)`,
      );
    }
    const maxFee = maxFeeOf(input, context);
    const startedAt = Date.now();
    const signedBurn = (hash: Hash, approveHash: Hash | null) =>
      run.send({
        type: 'burn-signed',
        transfer: signedRecord(deps, input, { hash, approveHash, maxFee, startedAt }),
      });
    const approved = (approveHash: Hash | null) => {
      run.send({ type: 'approved', amount: amountText, hash: approveHash });
      run.send({ type: 'burn-requested', amount: amountText, sourceChainId: input.sourceChainId });
    };
    const burnInput = { ...input, maxFee };
    const short = context.allowance < input.amount;
    if (short) run.send({ type: 'approval-requested' });
    // One prompt for approve + burn where the wallet batches atomically (EIP-5792); otherwise step by step.
    const batched = short
      ? await sendApproveAndBurn(deps, burnInput, (approveHash, burnHash) => {
          approved(approveHash);
          signedBurn(burnHash, approveHash);
        })
      : null;
    let hash = batched?.hash;
    if (!hash) {
      const approveHash = await approveIfShort(deps, { ...input, allowance: context.allowance });
      approved(approveHash);
      hash = (
        await sendBurn(deps, burnInput, (signed) => {
          signedBurn(signed, approveHash);
        })
      ).hash;
    }
    run.send({ type: 'burned', amount: amountText });
    return hash;
  } catch (error) {
    failWith(run, error);
  }
}

/** Waits for Circle's attestation of the run's burn. An abort (the form reset) ends it silently. */
export async function runAttestation(deps: CctpDeps, run: TransferRun): Promise<void> {
  const t = run.state().transfer;
  if (!t) return;
  try {
    const attested = await awaitAttestation(
      deps,
      {
        sourceChainId: t.sourceChain,
        destinationChainId: t.destinationChain,
        txHash: t.txHash,
        amount: parseUnits(t.amount, USDC_DECIMALS),
      },
      // The block under the steps carries the waiting text; the status line stays on the phase.
      (text) => run.send({ type: 'attestation-waiting', text }),
    );
    run.send({
      type: 'attested',
      message: attested.message,
      attestation: attested.attestation,
      eventNonce: attested.eventNonce,
      feeExecuted: attested.feeExecuted.toString(),
    });
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    run.send({
      type: 'attestation-failed',
      reason: error instanceof AttestationError ? error.reason : errorText(error),
    });
    throw error;
  }
}

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
