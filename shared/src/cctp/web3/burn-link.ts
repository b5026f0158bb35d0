// A burn read from nothing but its source chain and hash (the recovery link): the DepositForBurn event in the
// receipt, then where it stands by the one burn-status reader (cctp/web3/burn-status.ts).
import { type Address, getAddress, type Hash, type Hex, parseEventLogs } from 'viem';
import type { TransferModeType } from '../../domain/cctp/fees';
import { burnTransferMode, type ForwardVerdict } from '../../domain/cctp/forwarding';
import { getChain, getChainByDomain } from '../../domain/chains/chains';
import type { CctpDeps } from '../../web3/cctp-steps';
import { tokenMessengerV2Abi } from '../domain/abis';
import { type BurnStage, readBurnStatus } from './burn-status';

export type LinkedBurnStage = BurnStage;

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
  const status = await readBurnStatus(deps, { sourceChainId, destinationChainId, txHash, mode: burn.mode });
  burn.stage = status.stage;
  burn.message = status.message;
  burn.attestation = status.attestation;
  burn.eventNonce = status.eventNonce;
  burn.forward = status.forward;
  return burn;
}

const messengerOf = (chainId: number) => getChain(chainId)?.contracts.tokenMessenger?.toLowerCase();
