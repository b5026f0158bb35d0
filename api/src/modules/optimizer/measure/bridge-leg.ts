// The source side of a cross-chain move: the simulation of withdraw + approve + depositForBurn from the user's own
// address, with the terms (speed, fee, maxFee) the one CCTP terms function (shared cctp/domain/terms.ts) decided.
import { tokenMessengerV2Abi } from '@fin/shared/cctp/domain/abis';
import type { BridgeTerms } from '@fin/shared/cctp/domain/terms';
import { getChain } from '@fin/shared/domain/chains/chains';
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import type { MoveCandidate } from '@fin/shared/domain/optimizer/solve';
import { type Address, encodeFunctionData, type PublicClient, pad } from 'viem';
import { revertReason, type SimCall, simulate } from './simulation';

/** approve(tokenMessenger) + depositForBurn of the whole amount to the user's own address on `domain`. */
function burnCalls(c: MoveCandidate, user: Address, terms: BridgeTerms, domain: number): SimCall[] {
  const usdc = c.from.token;
  const approve = encodeFunctionData({
    abi: ERC20_DEPOSIT_ABI,
    functionName: 'approve',
    args: [CCTP_V2.tokenMessenger, c.amountUnits],
  });
  const burn = encodeFunctionData({
    abi: tokenMessengerV2Abi,
    functionName: 'depositForBurn',
    args: [
      c.amountUnits,
      domain,
      pad(user, { size: 32 }),
      usdc,
      pad('0x00', { size: 32 }),
      terms.maxFee ?? 0n,
      terms.minFinalityThreshold,
    ],
  });
  return [
    { from: user, to: usdc, data: approve },
    { from: user, to: CCTP_V2.tokenMessenger, data: burn },
  ];
}

export type SourceLeg = { ok: true; withdrawGas: number; burnGas: number } | { ok: false; reason: string };

/** Withdraw (when the money sits in a protocol), approve and burn, simulated in one block on the source chain. */
export async function simulateSourceLeg(
  src: PublicClient,
  c: MoveCandidate,
  user: Address,
  withdrawCalls: SimCall[],
  terms: BridgeTerms,
): Promise<SourceLeg> {
  const domain = getChain(c.destination.chainId)?.cctpDomain;
  if (domain === undefined) return { ok: false, reason: `${c.destination.chain} has no CCTP domain` };
  const [block] = await simulate(src, [{ calls: [...withdrawCalls, ...burnCalls(c, user, terms, domain)] }]);
  const failed = block?.calls.find((x) => x.status !== 'success');
  if (!block || failed)
    return {
      ok: false,
      reason: `the withdraw and burn would revert (${revertReason(failed?.error) || 'no reason given'})`,
    };
  const w = withdrawCalls.length;
  return {
    ok: true,
    withdrawGas: w ? Number(block.calls[0]?.gasUsed ?? 0n) : 0,
    burnGas: Number((block.calls[w]?.gasUsed ?? 0n) + (block.calls[w + 1]?.gasUsed ?? 0n)),
  };
}
