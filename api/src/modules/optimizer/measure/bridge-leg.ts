// The source side of a cross-chain move: the simulation of withdraw + approve + depositForBurn from the user's own
// address (the burn's calls: shared cctp/domain/burn-calls.ts), with the terms (speed, fee, maxFee) the one CCTP
// terms function (shared cctp/domain/terms.ts) decided.
import { burnCalls } from '@fin/shared/cctp/domain/burn-calls';
import type { BridgeTerms } from '@fin/shared/cctp/domain/terms';
import type { MoveCandidate } from '@fin/shared/domain/optimizer/solve';
import type { Address, PublicClient } from 'viem';
import { revertReason, type SimCall, simulate } from './simulation';

export type SourceLeg = { ok: true; withdrawGas: number; burnGas: number } | { ok: false; reason: string };

/** Withdraw (when the money sits in a protocol), approve and burn, simulated in one block on the source chain. */
export async function simulateSourceLeg(
  src: PublicClient,
  c: MoveCandidate,
  user: Address,
  withdrawCalls: SimCall[],
  terms: BridgeTerms,
): Promise<SourceLeg> {
  const burn = burnCalls({
    fromChainId: c.from.position.chainId,
    toChainId: c.destination.chainId,
    amount: c.amountUnits,
    user,
    terms,
  });
  if (!burn) return { ok: false, reason: `${c.destination.chain} has no CCTP domain` };
  const calls = [...withdrawCalls, ...burn.map((b) => ({ from: user, ...b }))];
  const [block] = await simulate(src, [{ calls }]);
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
