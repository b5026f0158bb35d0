// The terms of the cross-chain part of a move, decided by the one CCTP terms function (shared cctp/domain/terms.ts)
// from Circle's live terms and the source messenger's on-chain minimum: Fast where Circle offers it on the route
// and its allowance covers the amount, standard otherwise.
import { type BridgeTerms, bridgeTerms } from '@fin/shared/cctp/domain/terms';
import { readCircleTerms, readOnchainMinFee } from '@fin/shared/cctp/web3/terms-read';
import type { PublicClient } from 'viem';

export async function moveBridgeTerms(
  deps: { attestationUrl: string; client: (chainId: number) => PublicClient },
  from: number,
  to: number,
  amount: bigint,
): Promise<BridgeTerms> {
  const [circle, onchainMinFee] = await Promise.all([
    readCircleTerms({ baseUrl: deps.attestationUrl }, from, to),
    readOnchainMinFee(deps.client(from), from, amount),
  ]);
  return bridgeTerms({
    sourceChainId: from,
    destinationChainId: to,
    amount,
    wanted: 'fast',
    circle,
    onchainMinFee,
  });
}
