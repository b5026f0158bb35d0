// The forwarded transfer's last step ('Delivered for you'): Circle's relayer mints on the destination; the run
// waits for Iris to say so and checks the chain bears it out. Only the transfer machine's driver calls it.
import type { Hash, Hex } from 'viem';
import { ForwardingError, pollForwarding } from '../domain/cctp/forwarding';
import { TRANSFER_ERRORS } from '../domain/cctp/transfer-validation';
import { getChain, getChainName } from '../domain/chains/chains';
import { isMinted } from './cctp-mint-steps';
import type { CctpDeps } from './cctp-steps';

/**
 * Waits until Iris reports Circle's relayer minted a forwarded burn, then confirms it on the destination chain:
 * the mint transaction succeeded and the message's nonce is used. Rejects with a ForwardingError when the
 * service reports a failure or takes too long, or when the chain does not bear the report out.
 */
export async function awaitForwardedMint(
  deps: CctpDeps,
  input: {
    sourceChainId: number;
    destinationChainId: number;
    txHash: Hash;
    nonce: Hex | null;
    /** A pasted message: its burn hash is unknown, so Iris is asked by the nonce. */
    byNonce?: boolean;
  },
): Promise<Hash> {
  const source = getChain(input.sourceChainId);
  if (!source) throw new Error(TRANSFER_ERRORS.usdcNotConfigured(getChainName(input.sourceChainId)));
  const mintHash = await pollForwarding({
    baseUrl: deps.attestationUrl,
    sourceDomain: source.cctpDomain,
    lookup: input.byNonce && input.nonce ? { nonce: input.nonce } : { transactionHash: input.txHash },
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
    ...(deps.signal ? { signal: deps.signal } : {}),
    ...(deps.onAttestationRequest ? { onRequest: deps.onAttestationRequest } : {}),
  });
  const receipt = await deps.client(input.destinationChainId).waitForTransactionReceipt({ hash: mintHash });
  const minted =
    receipt.status === 'success' &&
    (!input.nonce || (await isMinted(deps, input.destinationChainId, input.nonce)));
  if (!minted) throw new ForwardingError(TRANSFER_ERRORS.forwardNotOnChain(mintHash));
  return mintHash;
}
