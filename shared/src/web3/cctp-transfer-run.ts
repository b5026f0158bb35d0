// The one driver of the CCTP transfer machine (domain/cctp/transfer-machine.ts): each step calls the wallet, the
// chains or Circle through `cctp-steps` and tells the machine what happened; the machine decides what the user
// reads and what the record says, and the run saves the record whenever it changes. The transfer form (and its
// Complete Pending and resume), the bridge before a deposit and the optimizer's cross-chain move all run here.
import { type Hash, type Hex, parseUnits } from 'viem';
import { AttestationError } from '../domain/cctp/attestation';
import { burnMaxFee, USDC_DECIMALS } from '../domain/cctp/fees';
import { ForwardingError } from '../domain/cctp/forwarding';
import { transferMachine } from '../domain/cctp/transfer-machine';
import { type CctpTransfer, newTransferId } from '../domain/cctp/transfer-record';
import { idleTransfer, type TransferEvent, type TransferMachineState } from '../domain/cctp/transfer-state';
import { mintInputProblem } from '../domain/cctp/transfer-validation';
import { getChainName } from '../domain/chains/chains';
import { formatAmount } from '../domain/money/amount';
import { isUserRejectedError } from '../domain/wallet/network-switch';
import { awaitForwardedMint } from './cctp-forwarding';
import {
  approveIfShort,
  awaitAttestation,
  type BurnContext,
  type BurnInput,
  type CctpDeps,
  ExpiredAttestationError,
  errorText,
  MINT_DELAY_AFTER_SWITCH_MS,
  type MintOutcome,
  mintOnDestination,
  readBurnContext,
  reattest,
  sendApproveAndBurn,
  sendBurn,
} from './cctp-steps';

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
function failWith(run: TransferRun, error: unknown): never {
  run.send(isUserRejectedError(error) ? { type: 'rejected' } : { type: 'failed', reason: errorText(error) });
  throw error;
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
    const maxFee =
      input.maxFee ??
      burnMaxFee({
        amount: input.amount,
        quotedFee: input.quotedFee ?? 0n,
        fast: input.fast,
        forwarded: input.forward ?? false,
        onchainMinFee: context.onchainMinFee,
      });
    const startedAt = Date.now();
    const signedBurn = (signed: Hash, approveHash: Hash | null) =>
      run.send({
        type: 'burn-signed',
        transfer: {
          id: newTransferId(startedAt),
          amount: amountText,
          asset: 'USDC',
          sourceChain: input.sourceChainId,
          destinationChain: input.destinationChainId,
          recipient: deps.account,
          status: 'burned',
          timestamp: startedAt,
          transferMode: input.forward ? 'forwarded' : input.fast ? 'fast' : 'standard',
          txHash: signed,
          approveTxHash: approveHash ?? undefined,
          maxFee: maxFee.toString(),
          updatedAt: startedAt,
        },
      });
    const burnInput = { ...input, maxFee };
    const short = context.allowance < input.amount;
    if (short) run.send({ type: 'approval-requested' });
    // One prompt for approve + burn where the wallet batches atomically (EIP-5792); otherwise step by step.
    const batched = short
      ? await sendApproveAndBurn(deps, burnInput, (approveHash, burnHash) => {
          run.send({ type: 'approved', amount: amountText, hash: approveHash });
          run.send({ type: 'burn-requested', amount: amountText, sourceChainId: input.sourceChainId });
          signedBurn(burnHash, approveHash);
        })
      : null;
    let hash = batched?.hash;
    if (!hash) {
      const approveHash = await approveIfShort(deps, { ...input, allowance: context.allowance });
      run.send({ type: 'approved', amount: amountText, hash: approveHash });
      run.send({ type: 'burn-requested', amount: amountText, sourceChainId: input.sourceChainId });
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

/**
 * A forwarded transfer after its attestation: waits for Circle's relayer to mint, confirmed on the destination
 * chain. When the service reports a failure (or takes too long) the machine offers the user's own mint; an abort
 * (the form reset) ends it silently.
 */
export async function runForwarding(deps: CctpDeps, run: TransferRun): Promise<void> {
  const t = run.state().transfer;
  if (!t || run.state().phase !== 'forwarding') return;
  try {
    const hash = await awaitForwardedMint(deps, {
      sourceChainId: t.sourceChain,
      destinationChainId: t.destinationChain,
      txHash: t.txHash,
      nonce: t.eventNonce ?? null,
      // A pasted message is not persisted (no burn hash to key it on): Iris knows it by its nonce.
      byNonce: !run.state().persist,
    });
    run.send({ type: 'forwarded', hash });
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    run.send({
      type: 'forward-failed',
      reason: error instanceof ForwardingError ? error.reason : errorText(error),
    });
  }
}

/** Asks the wallet for the destination chain; a refusal shows on the banner (and rejects). */
export async function runSwitch(deps: CctpDeps, run: TransferRun): Promise<void> {
  const t = run.state().transfer;
  if (!t) return;
  run.send({ type: 'switch-requested' });
  try {
    await deps.switchChain(t.destinationChain);
  } catch (error) {
    run.send({ type: 'switch-failed', error: errorText(error) });
    throw error;
  }
}

/**
 * receiveMessage on the destination (the wallet must be there). An expired fast attestation is re-attested and
 * the mint sent again; a nonce already used is success. Resolves with the outcome, or null when the message or
 * attestation is unusable (the machine says why).
 */
export async function runMint(deps: CctpDeps, run: TransferRun): Promise<MintOutcome | null> {
  const t = run.state().transfer;
  if (!t) return null;
  const problem = mintInputProblem(t.message, t.attestation);
  if (problem) {
    run.send({ type: 'mint-refused', text: problem });
    return null;
  }
  run.send({ type: 'mint-requested' });
  const mint = (x: CctpTransfer) =>
    mintOnce(deps, x.destinationChain, x.message as Hex, x.attestation as Hex, x.eventNonce ?? null);
  try {
    let outcome: MintOutcome;
    try {
      outcome = await mint(t);
    } catch (error) {
      if (!(error instanceof ExpiredAttestationError) || !t.eventNonce) throw error;
      run.send({ type: 'attestation-expired' });
      const fresh = await reattest(
        deps,
        {
          sourceChainId: t.sourceChain,
          destinationChainId: t.destinationChain,
          txHash: t.txHash,
          nonce: t.eventNonce,
        },
        (text) => run.send({ type: 'attestation-waiting', text }),
      );
      const after = run.send({
        type: 'reattested',
        message: fresh.message,
        attestation: fresh.attestation,
        eventNonce: fresh.eventNonce,
        feeExecuted: fresh.feeExecuted.toString(),
      });
      outcome = await mint(after.transfer ?? t);
    }
    run.send({ type: 'minted', hash: outcome.hash, alreadyMinted: outcome.alreadyMinted });
    return outcome;
  } catch (error) {
    failWith(run, error);
  }
}

function mintOnce(
  deps: CctpDeps,
  destinationChainId: number,
  message: Hex,
  attestation: Hex,
  nonce: Hex | null,
) {
  return mintOnDestination(deps, { destinationChainId, message, attestation, nonce });
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
 * record reads the same whoever moved the USDC. `maxFee` must come from `burnMaxFee` (domain/cctp-fees).
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
