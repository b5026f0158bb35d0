// A record still unfinished here may have been minted elsewhere: by Circle's relayer after the tab closed (a
// forwarded transfer), or by another browser through the recovery link. The destination's used nonce says whether
// it was minted (the one burn-status reader, shared cctp/web3/burn-status.ts); Iris's forwardTxHash or the
// destination's MessageReceived log says by which transaction.
import { readBurnStatus } from '@fin/shared/cctp/web3/burn-status';
import { decodeCctpMessage } from '@fin/shared/domain/cctp/message';
import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import type { CctpDeps } from '@fin/shared/web3/cctp-steps';
import type { Hex } from 'viem';
import { findMintTransaction } from './mint-transaction';

const isNonce = (v: unknown): v is Hex => typeof v === 'string' && /^0x[0-9a-fA-F]{64}$/.test(v);

function nonceOfMessage(message: Hex | undefined): Hex | null {
  if (!message) return null;
  const decoded = decodeCctpMessage(message);
  return decoded.ok && isNonce(decoded.message.nonce) ? decoded.message.nonce : null;
}

/** The record marked completed with its mint when the destination has minted it; null while it has not. */
export async function completedElsewhere(
  deps: CctpDeps,
  t: CctpTransfer,
  nowMs: number,
): Promise<CctpTransfer | null> {
  const status = await readBurnStatus(deps, {
    sourceChainId: t.sourceChain,
    destinationChainId: t.destinationChain,
    txHash: t.txHash,
    mode: t.transferMode,
    eventNonce: t.eventNonce ?? nonceOfMessage(t.message),
  });
  const nonce = status.eventNonce;
  if (status.stage !== 'minted' || !nonce) return null;
  const mintTxHash =
    (status.forward?.kind === 'delivered' ? status.forward.txHash : null) ??
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
