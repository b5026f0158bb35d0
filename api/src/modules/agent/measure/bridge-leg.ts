// The source side of a cross-chain move: the CCTP fee from Circle's fee schedule (Iris), as the transfer form quotes
// it, and the simulation of withdraw + approve + depositForBurn from the user's own address.
import { attestationClient } from '@fin/shared/domain/cctp/attestation-client';
import { burnMaxFee, quoteTransfer } from '@fin/shared/domain/cctp/fees';
import { getChain } from '@fin/shared/domain/chains/chains';
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import type { MoveCandidate } from '@fin/shared/domain/optimizer/solve';
import { type Address, encodeFunctionData, type PublicClient, pad, parseAbi } from 'viem';
import { revertReason, type SimCall, simulate } from './simulation';

const TOKEN_MESSENGER_ABI = parseAbi([
  'function depositForBurn(uint256 amount, uint32 destinationDomain, bytes32 mintRecipient, address burnToken, bytes32 destinationCaller, uint256 maxFee, uint32 minFinalityThreshold)',
]);

export type BridgeTerms = { fee: bigint; maxFee: bigint; threshold: number; time: string };

export type AttestationAccess = {
  /** The attestation service's base URL; none means no fast transfer is offered (standard, fee 0). */
  baseUrl: string | undefined;
  timeoutMs: number;
  fetch: typeof fetch;
};

/** Circle's fast-transfer terms on a route (fee schedule and fast allowance); none without an attestation service. */
export async function fastTerms(iris: AttestationAccess, fromChain: number, toChain: number) {
  return iris.baseUrl
    ? attestationClient({ baseUrl: iris.baseUrl, timeoutMs: iris.timeoutMs, fetch: iris.fetch }).fastTerms(
        fromChain,
        toChain,
      )
    : { schedule: null, allowanceUsdc: null };
}

/** The CCTP fee of a fast transfer when Circle offers one on this route and amount, else standard (0). */
export function quoteBridge(
  terms: Awaited<ReturnType<typeof fastTerms>>,
  fromChain: number,
  toChain: number,
  amount: bigint,
): BridgeTerms {
  const quote = quoteTransfer({
    amount,
    sourceChainId: fromChain,
    destinationChainId: toChain,
    schedule: terms.schedule,
    allowanceUsdc: terms.allowanceUsdc,
    wanted: 'fast',
  });
  const fast = quote.mode.type === 'fast';
  return {
    fee: quote.fee,
    maxFee: burnMaxFee({ amount, quotedFee: quote.fee, fast, onchainMinFee: 0n }),
    threshold: quote.mode.minFinalityThreshold,
    time: quote.mode.estimatedTime,
  };
}

/** approve(tokenMessenger) + depositForBurn of the whole amount to the user's own address on `domain`. */
function burnCalls(c: MoveCandidate, user: Address, terms: BridgeTerms, domain: number): SimCall[] {
  const usdc = c.from.token;
  const approve = encodeFunctionData({
    abi: ERC20_DEPOSIT_ABI,
    functionName: 'approve',
    args: [CCTP_V2.tokenMessenger, c.amountUnits],
  });
  const burn = encodeFunctionData({
    abi: TOKEN_MESSENGER_ABI,
    functionName: 'depositForBurn',
    args: [
      c.amountUnits,
      domain,
      pad(user, { size: 32 }),
      usdc,
      pad('0x00', { size: 32 }),
      terms.maxFee,
      terms.threshold,
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
