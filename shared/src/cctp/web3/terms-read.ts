// The two live inputs of a bridge's terms (cctp/domain/terms.ts), read the same way by the browser and the API:
// Circle's fast terms on the route (fee schedule, fast allowance) and the messenger's on-chain minimum fee.
import type { Address, PublicClient } from 'viem';
import { attestationClient } from '../../domain/cctp/attestation-client';
import { getChain } from '../../domain/chains/chains';
import { tokenMessengerV2Abi } from '../domain/abis';
import { type CircleTerms, NO_CIRCLE_TERMS } from '../domain/terms';

export type AttestationAccess = {
  /** The attestation service's base URL; none means no fast transfer is offered (standard, fee 0). */
  baseUrl: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** Circle's fast-transfer terms on a route; none without an attestation service (or when it does not answer). */
export async function readCircleTerms(
  iris: AttestationAccess,
  from: number,
  to: number,
): Promise<CircleTerms> {
  if (!iris.baseUrl) return NO_CIRCLE_TERMS;
  return attestationClient({
    baseUrl: iris.baseUrl,
    ...(iris.timeoutMs !== undefined ? { timeoutMs: iris.timeoutMs } : {}),
    ...(iris.fetch ? { fetch: iris.fetch } : {}),
  }).fastTerms(from, to);
}

/** The source messenger's `getMinFeeAmount(amount)`: a burn whose maxFee is below it reverts. */
export function readOnchainMinFee(
  client: PublicClient,
  sourceChainId: number,
  amount: bigint,
): Promise<bigint> {
  const messenger = getChain(sourceChainId)?.contracts.tokenMessenger as Address | undefined;
  if (!messenger) throw new Error(`${getChain(sourceChainId)?.name ?? sourceChainId} has no CCTP messenger`);
  return client.readContract({
    address: messenger,
    abi: tokenMessengerV2Abi,
    functionName: 'getMinFeeAmount',
    args: [amount],
  });
}
