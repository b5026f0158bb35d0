// The recovery link's mint: the burn read from its chain becomes a transfer record and is minted through the same
// run as every other transfer (the wallet moved to the destination, an expired attestation re-attested), so the mint
// is recorded like any other: the recipient's transfer history shows it completed.
import { USDC_DECIMALS } from '../../domain/cctp/fees';
import { FORWARD_TIMEOUT_REASON } from '../../domain/cctp/forwarding';
import { type CctpTransfer, newTransferId } from '../../domain/cctp/transfer-record';
import { formatAmount } from '../../domain/money/amount';
import type { MintOutcome } from '../../web3/cctp-mint-steps';
import type { CctpDeps } from '../../web3/cctp-steps';
import type { LinkedBurn } from './burn-link';
import { runMint, runSwitch } from './mint-run';
import { createTransferRun } from './transfer-run';

/** A signed burn as the record its own wallet would have kept (the recipient's: any wallet may send the mint). */
export function linkedTransfer(burn: LinkedBurn, nowMs: number): CctpTransfer {
  return {
    id: newTransferId(nowMs),
    amount: formatAmount(burn.amount, USDC_DECIMALS),
    asset: 'USDC',
    sourceChain: burn.sourceChainId,
    destinationChain: burn.destinationChainId,
    recipient: burn.mintRecipient,
    status: 'attested',
    timestamp: nowMs,
    transferMode: burn.mode,
    txHash: burn.txHash,
    message: burn.message ?? undefined,
    attestation: burn.attestation ?? undefined,
    eventNonce: burn.eventNonce ?? undefined,
    maxFee: burn.maxFee.toString(),
    updatedAt: nowMs,
  };
}

/**
 * Mints a linked burn that Circle has signed: the wallet is asked for the destination, then the mint is sent. Rejects
 * with the machine's reason when it fails; `record` saves the transfer at every change (nothing saved without it).
 */
export async function mintLinkedBurn(
  deps: CctpDeps,
  burn: LinkedBurn,
  opts: { record?: (t: CctpTransfer) => CctpTransfer; nowMs?: number } = {},
): Promise<MintOutcome> {
  const run = createTransferRun(opts.record ? { record: opts.record } : {});
  // Resumed with the wallet elsewhere: the machine asks for the destination first, as for any picked-up transfer.
  const resumed = run.send({
    type: 'resume',
    transfer: linkedTransfer(burn, opts.nowMs ?? Date.now()),
    walletChainId: undefined,
  });
  // The link offers a forwarded burn's mint only once Circle's relayer gave up on it: the machine hears so first.
  if (resumed.phase === 'forwarding')
    run.send({
      type: 'forward-failed',
      reason: burn.forward?.kind === 'failed' ? burn.forward.reason : FORWARD_TIMEOUT_REASON,
    });
  await runSwitch(deps, run);
  run.send({ type: 'on-destination' });
  const outcome = await runMint(deps, run);
  if (!outcome) throw new Error(run.state().status || 'The mint was not sent');
  return outcome;
}
