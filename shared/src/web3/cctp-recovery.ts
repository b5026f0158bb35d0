// Finds every burn this wallet made that never reached its destination, wherever it was made (this page,
// another device, another bridge UI, a script): DepositForBurn logs with the wallet as depositor on each chain,
// Circle's message for each, then `usedNonces` on the destination.
import type { Address, Hash, Hex } from 'viem';
import { judgePoll, messagesUrl, startPolling } from '../domain/cctp-attestation';
import { decodeCctpMessage } from '../domain/cctp-message';
import { CCTP_TOKEN_MESSENGER_V2, getChain, getChainByDomain } from '../domain/chains';
import { tokenMessengerV2Abi } from './cctp-abis';
import { type CctpDeps, isMinted } from './cctp-steps';

export type UnmintedBurn = {
  sourceChainId: number;
  destinationChainId: number;
  txHash: Hash;
  amount: bigint;
  maxFee: bigint;
  fast: boolean;
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

export async function findUnmintedBurns(
  deps: Pick<CctpDeps, 'account' | 'client' | 'attestationUrl' | 'fetch' | 'onAttestationRequest'>,
  chainIds: readonly number[],
  lookback: bigint = RECOVERY_LOOKBACK_BLOCKS,
): Promise<UnmintedBurn[]> {
  const doFetch = deps.fetch ?? fetch;
  const perChain = await Promise.all(
    chainIds.map(async (chainId) => {
      const client = deps.client(chainId);
      const latest = await client.getBlockNumber();
      const logs = await client.getContractEvents({
        address: CCTP_TOKEN_MESSENGER_V2,
        abi: tokenMessengerV2Abi,
        eventName: 'DepositForBurn',
        args: { depositor: deps.account },
        fromBlock: latest > lookback ? latest - lookback : 0n,
        toBlock: latest,
      });
      return logs.map((log) => ({ chainId, log }));
    }),
  );
  const found: UnmintedBurn[] = [];
  for (const { chainId, log } of perChain.flat()) {
    const args = log.args;
    const destination = getChainByDomain(Number(args.destinationDomain));
    const source = getChain(chainId);
    if (!destination || !source || !log.transactionHash || !chainIds.includes(destination.id)) continue;
    const burn: UnmintedBurn = {
      sourceChainId: chainId,
      destinationChainId: destination.id,
      txHash: log.transactionHash,
      amount: args.amount ?? 0n,
      maxFee: args.maxFee ?? 0n,
      fast: Number(args.minFinalityThreshold) <= 1000,
      blockNumber: log.blockNumber ?? 0n,
      message: null,
      attestation: null,
      eventNonce: null,
      mintRecipient: `0x${(args.mintRecipient ?? '0x').slice(-40)}` as Address,
    };
    let body: unknown = null;
    let status = 0;
    try {
      deps.onAttestationRequest?.();
      // Cast: `cache` is a browser fetch option, absent from Node's fetch types (the API runs this too).
      const res = await doFetch(messagesUrl(deps.attestationUrl, source.cctpDomain, burn.txHash), {
        cache: 'no-store',
      } as RequestInit);
      status = res.status;
      body = status === 200 ? await res.json() : null;
    } catch {
      status = 0;
    }
    const verdict = judgePoll(startPolling(Date.now()), { status, body }, Date.now());
    if (verdict.kind === 'done') {
      const decoded = decodeCctpMessage(verdict.attested.message);
      const nonce = verdict.attested.eventNonce ?? (decoded.ok ? decoded.message.nonce : null);
      if (nonce && (await isMinted(deps as CctpDeps, destination.id, nonce))) continue;
      burn.message = verdict.attested.message;
      burn.attestation = verdict.attested.attestation;
      burn.eventNonce = nonce;
    } else {
      // Not attested yet (or Circle unreachable): the nonce is unknown, so the burn cannot have been minted.
      const nonce = (body as { messages?: { eventNonce?: string }[] } | null)?.messages?.[0]?.eventNonce;
      if (typeof nonce === 'string' && /^0x[0-9a-fA-F]{64}$/.test(nonce)) {
        if (await isMinted(deps as CctpDeps, destination.id, nonce as Hex)) continue;
        burn.eventNonce = nonce as Hex;
      }
    }
    found.push(burn);
  }
  return found.sort((a, b) => Number(b.blockNumber - a.blockNumber));
}
