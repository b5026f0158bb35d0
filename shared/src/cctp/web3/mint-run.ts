// The destination side of a transfer's run, after the attestation: Circle's relayer's mint of a forwarded transfer,
// the wallet's move to the destination, and the user's own mint (re-attesting an expired fast attestation). Every
// mint goes through here, the recovery link's included (link-mint.ts).
import type { Hex } from 'viem';
import { ForwardingError } from '../../domain/cctp/forwarding';
import type { CctpTransfer } from '../../domain/cctp/transfer-record';
import { mintInputProblem } from '../../domain/cctp/transfer-validation';
import { awaitForwardedMint } from '../../web3/cctp-forwarding';
import {
  ExpiredAttestationError,
  type MintOutcome,
  mintOnDestination,
  reattest,
} from '../../web3/cctp-mint-steps';
import { type CctpDeps, errorText } from '../../web3/cctp-steps';
import { failWith, type TransferRun } from './transfer-run';

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
