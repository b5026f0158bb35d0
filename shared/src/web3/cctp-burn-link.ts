// Where a burn stands, read from nothing but its source chain and hash (the recovery link): the DepositForBurn
// event in the receipt, Circle's message for the transaction, then `usedNonces` on the destination.
import { type Address, getAddress, type Hash, type Hex, parseEventLogs } from 'viem';
import { tokenMessengerV2Abi } from '../cctp/domain/abis';
import { judgePoll, startPolling } from '../domain/cctp/attestation';
import { firstEventNonce, readMessages } from '../domain/cctp/attestation-client';
import type { TransferModeType } from '../domain/cctp/fees';
import { burnTransferMode, type ForwardVerdict, judgeForward } from '../domain/cctp/forwarding';
import { decodeCctpMessage } from '../domain/cctp/message';
import { getChain, getChainByDomain } from '../domain/chains/chains';
import { isMinted } from './cctp-mint-steps';
import type { CctpDeps } from './cctp-steps';

/** burned: Circle has no record yet; attesting: seen, not signed; ready: signed, not minted; minted: done. */
export type LinkedBurnStage = 'burned' | 'attesting' | 'ready' | 'minted';

export type LinkedBurn = {
  sourceChainId: number;
  destinationChainId: number;
  txHash: Hash;
  amount: bigint;
  maxFee: bigint;
  fast: boolean;
  /** Forwarded when the burn's hook data asks for Circle's Forwarding Service. */
  mode: TransferModeType;
  /** Forwarded only: what Iris says of Circle's relayer (the user's own mint is offered when it failed). */
  forward: ForwardVerdict | null;
  depositor: Address;
  mintRecipient: Address;
  stage: LinkedBurnStage;
  /** Set once Circle has attested (ready or minted). */
  message: Hex | null;
  attestation: Hex | null;
  eventNonce: Hex | null;
};

type LinkDeps = Pick<CctpDeps, 'client' | 'attestationUrl' | 'fetch'>;

/** Thrown when the transaction is not a CCTP burn Fin can follow; the message is for the reader. */
export class NotABurnError extends Error {
  override name = 'NotABurnError';
}

async function burnFromReceipt(deps: Pick<LinkDeps, 'client'>, sourceChainId: number, txHash: Hash) {
  const receipt = await deps
    .client(sourceChainId)
    .getTransactionReceipt({ hash: txHash })
    .catch(() => null);
  if (!receipt) throw new NotABurnError('No transaction with this hash on this chain (yet)');
  if (receipt.status !== 'success') throw new NotABurnError('This transaction reverted: nothing was burned');
  const log = parseEventLogs({
    abi: tokenMessengerV2Abi,
    logs: receipt.logs,
    eventName: 'DepositForBurn',
  }).find((l) => l.address.toLowerCase() === messengerOf(sourceChainId));
  if (!log) throw new NotABurnError('This transaction is not a CCTP burn of USDC');
  const destination = getChainByDomain(Number(log.args.destinationDomain));
  if (!destination) throw new NotABurnError('This burn goes to a chain Fin does not support');
  return { args: log.args, destinationChainId: destination.id };
}

/**
 * How a burn was sent, from its receipt alone: 'forwarded' when its hook data asks for Circle's Forwarding Service.
 * A record an older page saved as fast or standard is corrected by it.
 */
export async function readBurnMode(
  deps: Pick<LinkDeps, 'client'>,
  sourceChainId: number,
  txHash: Hash,
): Promise<TransferModeType> {
  const { args } = await burnFromReceipt(deps, sourceChainId, txHash);
  return burnTransferMode({
    hookData: args.hookData,
    minFinalityThreshold: Number(args.minFinalityThreshold),
  });
}

/** Reads the burn and asks Circle and the destination where it stands (one look, no waiting). */
export async function readLinkedBurn(
  deps: LinkDeps,
  sourceChainId: number,
  txHash: Hash,
): Promise<LinkedBurn> {
  const source = getChain(sourceChainId);
  if (!source) throw new NotABurnError('Fin does not support this chain');
  const { args, destinationChainId } = await burnFromReceipt(deps, sourceChainId, txHash);
  const burn: LinkedBurn = {
    sourceChainId,
    destinationChainId,
    txHash,
    amount: args.amount,
    maxFee: args.maxFee,
    fast: Number(args.minFinalityThreshold) <= 1000,
    mode: burnTransferMode({
      hookData: args.hookData,
      minFinalityThreshold: Number(args.minFinalityThreshold),
    }),
    forward: null,
    depositor: args.depositor,
    mintRecipient: getAddress(`0x${args.mintRecipient.slice(-40)}`),
    stage: 'burned',
    message: null,
    attestation: null,
    eventNonce: null,
  };
  const reply = await readMessages(
    { baseUrl: deps.attestationUrl, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
    source.cctpDomain,
    { transactionHash: txHash },
  );
  const verdict = judgePoll(startPolling(Date.now()), reply, Date.now());
  const seenNonce = 'body' in reply ? firstEventNonce(reply.body) : null;
  if (burn.mode === 'forwarded') burn.forward = judgeForward('body' in reply ? reply.body : null);
  if (verdict.kind === 'done') {
    const decoded = decodeCctpMessage(verdict.attested.message);
    burn.message = verdict.attested.message;
    burn.attestation = verdict.attested.attestation;
    burn.eventNonce = verdict.attested.eventNonce ?? (decoded.ok ? decoded.message.nonce : null);
    burn.stage = 'ready';
  } else if (seenNonce || ('status' in reply && reply.status === 200)) {
    burn.eventNonce = seenNonce;
    burn.stage = 'attesting';
  }
  if (burn.eventNonce && (await isMinted(deps as CctpDeps, destinationChainId, burn.eventNonce)))
    burn.stage = 'minted';
  return burn;
}

const messengerOf = (chainId: number) => getChain(chainId)?.contracts.tokenMessenger?.toLowerCase();
