// 'Complete Pending Transfer': what a pasted message and attestation say, checked before anything is sent — the
// route (both CCTP domains must be chains Fin supports), the amount, the nonce, and the mode the message's hook
// data asks for (a forwarded message is Circle's to mint).
import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import { burnTransferMode } from '@fin/shared/domain/cctp/forwarding';
import { decodeCctpMessage } from '@fin/shared/domain/cctp/message';
import { manualLoadProblem, mintInputProblem } from '@fin/shared/domain/cctp/transfer-validation';
import { getChainByDomain } from '@fin/shared/domain/chains/chains';
import { formatAmount } from '@fin/shared/domain/money/amount';
import type { Hex } from 'viem';
import type { PastedTransfer } from './transfer-actions';

export function readPasted(
  message: string,
  attestation: string,
): { ok: true; transfer: PastedTransfer } | { ok: false; error: string } {
  const problem = manualLoadProblem(message, attestation) ?? mintInputProblem(message, attestation);
  if (problem) return { ok: false, error: problem };
  const decoded = decodeCctpMessage(message);
  if (!decoded.ok) return { ok: false, error: decoded.error };
  const m = decoded.message;
  const source = getChainByDomain(m.sourceDomain);
  const destination = getChainByDomain(m.destinationDomain);
  if (!source || !destination)
    return {
      ok: false,
      error: `This message goes between CCTP domains ${m.sourceDomain} and ${m.destinationDomain}, which Fin does not support`,
    };
  return {
    ok: true,
    transfer: {
      message: message.trim() as Hex,
      attestation: attestation.trim() as Hex,
      sourceChainId: source.id,
      destinationChainId: destination.id,
      amount: formatAmount(m.burn.amount, USDC_DECIMALS),
      nonce: m.nonce,
      mode: burnTransferMode({ hookData: m.burn.hookData, minFinalityThreshold: m.minFinalityThreshold }),
    },
  };
}
