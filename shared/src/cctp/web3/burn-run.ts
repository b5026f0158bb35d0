// The source side of a transfer's run: approve (when short) and burn, the record written from the burn's signature,
// then Circle's attestation. Each step calls the wallet, the chains or Circle through `cctp-steps` and tells the
// machine what happened (transfer-run.ts).
import { type Hash, parseUnits } from 'viem';
import { AttestationError } from '../../domain/cctp/attestation';
import { USDC_DECIMALS } from '../../domain/cctp/fees';
import { type CctpTransfer, newTransferId } from '../../domain/cctp/transfer-record';
import { getChainName } from '../../domain/chains/chains';
import { formatAmount } from '../../domain/money/amount';
import { awaitAttestation } from '../../web3/cctp-mint-steps';
import {
  approveIfShort,
  type BurnContext,
  type CctpDeps,
  errorText,
  readBurnContext,
  sendApproveAndBurn,
  sendBurn,
} from '../../web3/cctp-steps';
import { termsMaxFee } from '../domain/terms';
import { failWith, type TransferRun } from './transfer-run';

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
