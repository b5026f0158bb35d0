// The two calls of a CCTP burn from the owner's own account: approve the messenger, then depositForBurn of the
// amount minted to the owner's own address on the destination, with the terms bridgeTerms decided (maxFee, finality).
// One encoding for the optimizer's simulation of a move and the agent's move through its grant.
import type { Address, Hex } from 'viem';
import { encodeFunctionData, pad } from 'viem/utils';
import { getChain } from '../../domain/chains/chains';
import { CCTP_V2 } from '../../domain/chains/contracts';
import { getTokenAddress } from '../../domain/money/tokens';
import { tokenMessengerV2Abi, usdcAbi } from './abis';
import type { BridgeTerms } from './terms';

export type BurnCallsInput = {
  fromChainId: number;
  toChainId: number;
  amount: bigint;
  /** Who burns, and who the USDC is minted to on the destination: always the same account. */
  user: Address;
  terms: Pick<BridgeTerms, 'maxFee' | 'minFinalityThreshold'>;
};

/** approve(messenger, amount) then depositForBurn; null when either chain is not CCTP's or holds no USDC. */
export function burnCalls(input: BurnCallsInput): { to: Address; data: Hex }[] | null {
  const usdc = getTokenAddress('USDC', input.fromChainId) as Address | undefined;
  const domain = getChain(input.toChainId)?.cctpDomain;
  if (!usdc || domain === undefined || getChain(input.fromChainId)?.cctpDomain === undefined) return null;
  const approve = encodeFunctionData({
    abi: usdcAbi,
    functionName: 'approve',
    args: [CCTP_V2.tokenMessenger, input.amount],
  });
  const burn = encodeFunctionData({
    abi: tokenMessengerV2Abi,
    functionName: 'depositForBurn',
    args: [
      input.amount,
      domain,
      pad(input.user, { size: 32 }),
      usdc,
      pad('0x00', { size: 32 }),
      input.terms.maxFee ?? 0n,
      input.terms.minFinalityThreshold,
    ],
  });
  return [
    { to: usdc, data: approve },
    { to: CCTP_V2.tokenMessenger, data: burn },
  ];
}
