// The terms of the cross-chain part of a move: Fast where Circle offers it on the route and its allowance covers
// the amount (standard otherwise), and the burn's maxFee under the messenger's on-chain minimum rule.
import { attestationClient } from '@fin/shared/domain/cctp/attestation-client';
import { allowanceBaseUnits, burnMaxFee, quoteTransfer } from '@fin/shared/domain/cctp/fees';
import { getChain } from '@fin/shared/domain/chains/chains';
import { tokenMessengerV2Abi } from '@fin/shared/web3/cctp-abis';
import type { Address } from 'viem';
import type { MoveDeps } from './run-move';

/** Fast where Circle offers it on this route and the allowance covers the amount; otherwise standard (no fee). */
export async function bridgeTerms(
  deps: Pick<MoveDeps, 'attestationUrl' | 'client'>,
  from: number,
  to: number,
  amount: bigint,
) {
  const live = await attestationClient({ baseUrl: deps.attestationUrl }).fastTerms(from, to);
  const quote = quoteTransfer({
    amount,
    sourceChainId: from,
    destinationChainId: to,
    schedule: live.schedule,
    allowanceUsdc: live.allowanceUsdc,
    wanted: 'fast',
  });
  const fast = quote.mode.type === 'fast' && amount <= allowanceBaseUnits(live.allowanceUsdc ?? 0);
  const messenger = getChain(from)?.contracts.tokenMessenger as Address;
  const onchainMinFee = await deps.client(from).readContract({
    address: messenger,
    abi: tokenMessengerV2Abi,
    functionName: 'getMinFeeAmount',
    args: [amount],
  });
  return { fast, maxFee: burnMaxFee({ amount, quotedFee: fast ? quote.fee : 0n, fast, onchainMinFee }) };
}
