// A record still unfinished here may have been minted elsewhere: by Circle's relayer after the tab closed (a
// forwarded transfer), or by another browser through the recovery link. The destination's used nonce says whether
// it was minted; Iris's forwardTxHash or the destination's MessageReceived log says by which transaction.
import { firstEventNonce, readMessages } from '@fin/shared/domain/cctp/attestation-client';
import { judgeForward } from '@fin/shared/domain/cctp/forwarding';
import { decodeCctpMessage } from '@fin/shared/domain/cctp/message';
import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { getChain } from '@fin/shared/domain/chains/chains';
import { isMinted } from '@fin/shared/web3/cctp-mint-steps';
import type { CctpDeps } from '@fin/shared/web3/cctp-steps';
import type { Hash, Hex } from 'viem';
import { findMintTransaction } from './mint-transaction';

const isNonce = (v: unknown): v is Hex => typeof v === 'string' && /^0x[0-9a-fA-F]{64}$/.test(v);

function nonceOfMessage(message: Hex | undefined): Hex | null {
  if (!message) return null;
  const decoded = decodeCctpMessage(message);
  return decoded.ok && isNonce(decoded.message.nonce) ? decoded.message.nonce : null;
}

/** What Iris says of the burn: its nonce, and the relayer's mint when a forwarded one is delivered. */
async function askIris(
  deps: CctpDeps,
  t: CctpTransfer,
): Promise<{ nonce: Hex | null; forwardTx: Hash | null }> {
  const source = getChain(t.sourceChain);
  if (!source) return { nonce: null, forwardTx: null };
  const reply = await readMessages(
    { baseUrl: deps.attestationUrl, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
    source.cctpDomain,
    { transactionHash: t.txHash },
  );
  const body = 'body' in reply && reply.status === 200 ? reply.body : null;
  const verdict = t.transferMode === 'forwarded' ? judgeForward(body) : null;
  return {
    nonce: firstEventNonce(body),
    forwardTx: verdict?.kind === 'delivered' ? verdict.txHash : null,
  };
}

/** The record marked completed with its mint when the destination has minted it; null while it has not. */
export async function completedElsewhere(
  deps: CctpDeps,
  t: CctpTransfer,
  nowMs: number,
): Promise<CctpTransfer | null> {
  const known = t.eventNonce ?? nonceOfMessage(t.message);
  const iris = !known || t.transferMode === 'forwarded' ? await askIris(deps, t) : null;
  const nonce = known ?? iris?.nonce ?? null;
  if (!nonce || !(await isMinted(deps, t.destinationChain, nonce))) return null;
  const mintTxHash =
    iris?.forwardTx ??
    t.mintTxHash ??
    (await findMintTransaction({
      source: deps.client(t.sourceChain),
      destination: deps.client(t.destinationChain),
      sourceChainId: t.sourceChain,
      destinationChainId: t.destinationChain,
      burnTxHash: t.txHash,
      nonce,
    }));
  return {
    ...t,
    status: 'completed',
    eventNonce: nonce,
    mintTxHash: mintTxHash ?? undefined,
    error: undefined,
    updatedAt: nowMs,
  };
}
