// Finds every burn this wallet made that never reached its destination, wherever it was made (this page,
// another device, another bridge UI, a script): DepositForBurn logs with the wallet as depositor on each chain,
// Circle's message for each, then `usedNonces` on the destination. A chain that cannot be read does not hide what
// the others show: the scan reports the burns it could check and names every chain it could not read (a burn to
// or from that chain cannot be judged, so it is left out rather than guessed).
import type { Address, Hash, Hex } from 'viem';
import { withDeadline } from '../api/deadline';
import { judgePoll, startPolling } from '../domain/cctp/attestation';
import { attestationUrls } from '../domain/cctp/attestation-client';
import type { TransferModeType } from '../domain/cctp/fees';
import { burnTransferMode, type ForwardVerdict, judgeForward } from '../domain/cctp/forwarding';
import { decodeCctpMessage } from '../domain/cctp/message';
import { CCTP_TOKEN_MESSENGER_V2, getChain, getChainByDomain } from '../domain/chains/chains';
import { tokenMessengerV2Abi } from './cctp-abis';
import { type CctpDeps, errorText, isMinted } from './cctp-steps';

export type UnmintedBurn = {
  sourceChainId: number;
  destinationChainId: number;
  txHash: Hash;
  amount: bigint;
  maxFee: bigint;
  fast: boolean;
  /** Forwarded when the burn's hook data asks for Circle's Forwarding Service: Circle mints it. */
  mode: TransferModeType;
  /** Forwarded burns only: what Iris says of Circle's relayer (a failure hands the mint back to the user). */
  forward: ForwardVerdict | null;
  blockNumber: bigint;
  /** Set once Circle has attested: ready to mint in one click. */
  message: Hex | null;
  attestation: Hex | null;
  eventNonce: Hex | null;
  mintRecipient: Address;
};

/**
 * Blocks looked back on each chain. The devnet chains are short; on mainnet public RPCs limit log ranges, so the
 * scan covers recent burns (about a week on Ethereum) and older ones are found through the saved records.
 */
export const RECOVERY_LOOKBACK_BLOCKS = 50_000n;

/**
 * How long one chain's read may take before the scan reports it unread and answers with the others (a chain that
 * hangs instead of refusing must not hold the whole answer past its caller's own deadline).
 */
export const RECOVERY_CHAIN_DEADLINE_MS = 6_000;

/** A chain the scan could not read, and why, in the words of the error. */
export type UnreadChain = { chainId: number; reason: string };

export type UnmintedScan = {
  /** Unminted burns among the chains that could be read, newest first. */
  burns: UnmintedBurn[];
  /** Chains whose burns or mints could not be read: a burn from or to them is not judged. */
  unreadChains: UnreadChain[];
};

type ScanDeps = Pick<CctpDeps, 'account' | 'client' | 'attestationUrl' | 'fetch' | 'onAttestationRequest'>;

export async function findUnmintedBurns(
  deps: ScanDeps,
  chainIds: readonly number[],
  lookback: bigint = RECOVERY_LOOKBACK_BLOCKS,
  chainDeadlineMs: number = RECOVERY_CHAIN_DEADLINE_MS,
): Promise<UnmintedScan> {
  const doFetch = deps.fetch ?? fetch;
  const unread = new Map<number, string>();
  const onChain = <T>(chainId: number, work: () => Promise<T>): Promise<T | undefined> =>
    withDeadline(chainDeadlineMs, `chain ${chainId}`, work).catch((err: unknown) => {
      if (!unread.has(chainId)) unread.set(chainId, errorText(err));
      return undefined;
    });
  const perChain = await Promise.all(
    chainIds.map(async (chainId) => {
      const logs = await onChain(chainId, async () => {
        const client = deps.client(chainId);
        const latest = await client.getBlockNumber();
        return client.getContractEvents({
          address: CCTP_TOKEN_MESSENGER_V2,
          abi: tokenMessengerV2Abi,
          eventName: 'DepositForBurn',
          args: { depositor: deps.account },
          fromBlock: latest > lookback ? latest - lookback : 0n,
          toBlock: latest,
        });
      });
      return (logs ?? []).map((log) => ({ chainId, log }));
    }),
  );
  const found: UnmintedBurn[] = [];
  for (const { chainId, log } of perChain.flat()) {
    const args = log.args;
    const destination = getChainByDomain(Number(args.destinationDomain));
    const source = getChain(chainId);
    if (!destination || !source || !log.transactionHash || !chainIds.includes(destination.id)) continue;
    if (unread.has(destination.id)) continue;
    const burn: UnmintedBurn = {
      sourceChainId: chainId,
      destinationChainId: destination.id,
      txHash: log.transactionHash,
      amount: args.amount ?? 0n,
      maxFee: args.maxFee ?? 0n,
      fast: Number(args.minFinalityThreshold) <= 1000,
      mode: burnTransferMode({
        hookData: args.hookData ?? '0x',
        minFinalityThreshold: Number(args.minFinalityThreshold),
      }),
      forward: null,
      blockNumber: log.blockNumber ?? 0n,
      message: null,
      attestation: null,
      eventNonce: null,
      mintRecipient: `0x${(args.mintRecipient ?? '0x').slice(-40)}` as Address,
    };
    const minted = (nonce: Hex) =>
      onChain(destination.id, () => isMinted(deps as CctpDeps, destination.id, nonce));
    let body: unknown = null;
    let status = 0;
    try {
      deps.onAttestationRequest?.();
      // Cast: `cache` is a browser fetch option, absent from Node's fetch types (the API runs this too).
      const res = await doFetch(
        attestationUrls(deps.attestationUrl).messages(source.cctpDomain, burn.txHash),
        {
          cache: 'no-store',
        } as RequestInit,
      );
      status = res.status;
      body = status === 200 ? await res.json() : null;
    } catch {
      status = 0;
    }
    const verdict = judgePoll(startPolling(Date.now()), { status, body }, Date.now());
    if (burn.mode === 'forwarded') burn.forward = judgeForward(body);
    if (verdict.kind === 'done') {
      const decoded = decodeCctpMessage(verdict.attested.message);
      const nonce = verdict.attested.eventNonce ?? (decoded.ok ? decoded.message.nonce : null);
      const done = nonce ? await minted(nonce) : false;
      if (done !== false) continue; // minted, or its destination could not be read (named in unreadChains)
      burn.message = verdict.attested.message;
      burn.attestation = verdict.attested.attestation;
      burn.eventNonce = nonce;
    } else {
      // Not attested yet (or Circle unreachable): the nonce is unknown, so the burn cannot have been minted.
      const nonce = (body as { messages?: { eventNonce?: string }[] } | null)?.messages?.[0]?.eventNonce;
      if (typeof nonce === 'string' && /^0x[0-9a-fA-F]{64}$/.test(nonce)) {
        if ((await minted(nonce as Hex)) !== false) continue;
        burn.eventNonce = nonce as Hex;
      }
    }
    found.push(burn);
  }
  return {
    burns: found.sort((a, b) => Number(b.blockNumber - a.blockNumber)),
    unreadChains: [...unread].map(([chainId, reason]) => ({ chainId, reason })),
  };
}
