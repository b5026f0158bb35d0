// The steps after the burn: Circle's attestation (checked against the transfer before it is used), the
// destination's record of minted nonces, the mint itself, and a re-attestation when a fast one expired. Only the
// transfer machine's driver (cctp/web3/transfer-run.ts), the forwarded wait, the scan and the recovery link call them.
import { encodeFunctionData, type Hash, type Hex } from 'viem';
import { messageTransmitterV2Abi } from '../cctp/domain/abis';
import { type AttestedMessage, type IrisDelayReason, pollAttestation } from '../domain/cctp/attestation';
import { attestationClient } from '../domain/cctp/attestation-client';
import { decodeCctpMessage } from '../domain/cctp/message';
import {
  isAlreadyMintedError,
  isExpiredMessageError,
  TRANSFER_ERRORS,
} from '../domain/cctp/transfer-validation';
import { isUserRejectedError } from '../domain/wallet/network-switch';
import { type CctpDeps, confirmed, contractsOf, errorText } from './cctp-steps';

/** Spec: the mint is sent with 300000 gas; Fin estimates and keeps 300000 as the floor (a fixed limit ran out). */
export const MINT_GAS_FLOOR = 300_000n;
/** Pause between the wallet reaching the destination chain and the mint request. */
export const MINT_DELAY_AFTER_SWITCH_MS = 500;

const sleepDefault = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Waits for Circle's attestation of a burn, then checks the attested message is this transfer (domains, amount,
 * recipient) before anything is minted with it.
 */
export async function awaitAttestation(
  deps: CctpDeps,
  input: { sourceChainId: number; destinationChainId: number; txHash: Hash; amount?: bigint },
  onStatus?: (text: string, delayReason: IrisDelayReason | null) => void,
): Promise<AttestedMessage & { feeExecuted: bigint; expirationBlock: bigint }> {
  const source = contractsOf(input.sourceChainId).chain;
  const destination = contractsOf(input.destinationChainId).chain;
  const attested = await pollAttestation({
    baseUrl: deps.attestationUrl,
    sourceDomain: source.cctpDomain,
    transactionHash: input.txHash,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
    ...(deps.signal ? { signal: deps.signal } : {}),
    ...(deps.onAttestationRequest ? { onRequest: deps.onAttestationRequest } : {}),
    ...(onStatus ? { onStatus } : {}),
  });
  const decoded = decodeCctpMessage(attested.message);
  if (!decoded.ok) throw new Error(`${TRANSFER_ERRORS.decode}: ${decoded.error}`);
  const m = decoded.message;
  if (
    m.sourceDomain !== source.cctpDomain ||
    m.destinationDomain !== destination.cctpDomain ||
    (input.amount !== undefined && m.burn.amount !== input.amount)
  ) {
    throw new Error(TRANSFER_ERRORS.decode);
  }
  return {
    ...attested,
    eventNonce: attested.eventNonce ?? m.nonce,
    feeExecuted: m.burn.feeExecuted,
    expirationBlock: m.burn.expirationBlock,
  };
}

/** Whether the destination has already used this message's nonce (the USDC was minted). */
export async function isMinted(deps: CctpDeps, destinationChainId: number, nonce: Hex): Promise<boolean> {
  const { transmitter } = contractsOf(destinationChainId);
  const used = await deps.client(destinationChainId).readContract({
    address: transmitter,
    abi: messageTransmitterV2Abi,
    functionName: 'usedNonces',
    args: [nonce],
  });
  return used !== 0n;
}

export class ExpiredAttestationError extends Error {
  constructor() {
    super('Attestation Expired. Request a new Attestation.');
    this.name = 'ExpiredAttestationError';
  }
}

export type MintOutcome = { hash: Hash | null; alreadyMinted: boolean };

/**
 * receiveMessage on the destination. A nonce already used means the USDC was minted before: that is success.
 * A fast attestation past its expiry block throws ExpiredAttestationError (re-attest, then mint again).
 */
export async function mintOnDestination(
  deps: CctpDeps,
  input: { destinationChainId: number; message: Hex; attestation: Hex; nonce?: Hex | null },
): Promise<MintOutcome> {
  const { transmitter } = contractsOf(input.destinationChainId);
  if (input.nonce && (await isMinted(deps, input.destinationChainId, input.nonce)))
    return { hash: null, alreadyMinted: true };
  try {
    const hash = await deps.send({
      chainId: input.destinationChainId,
      to: transmitter,
      data: encodeFunctionData({
        abi: messageTransmitterV2Abi,
        functionName: 'receiveMessage',
        args: [input.message, input.attestation],
      }),
      label: 'Mint USDC',
      gasFloor: MINT_GAS_FLOOR,
    });
    await confirmed(deps, input.destinationChainId, hash, 'Mint');
    return { hash, alreadyMinted: false };
  } catch (error) {
    if (isUserRejectedError(error)) throw error;
    const text = errorText(error);
    if (isAlreadyMintedError(text)) return { hash: null, alreadyMinted: true };
    if (isExpiredMessageError(text)) throw new ExpiredAttestationError();
    throw error;
  }
}

/**
 * An expired fast attestation: asks Circle to re-attest the nonce at hard finality, then waits for the new
 * message (no expiry block) to mint with.
 */
export async function reattest(
  deps: CctpDeps,
  input: { sourceChainId: number; destinationChainId: number; txHash: Hash; nonce: Hex },
  onStatus?: (text: string) => void,
): Promise<AttestedMessage & { feeExecuted: bigint; expirationBlock: bigint }> {
  await attestationClient({
    baseUrl: deps.attestationUrl,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.onAttestationRequest ? { onRequest: deps.onAttestationRequest } : {}),
  }).reattest(input.nonce, deps.signal);
  const sleep = deps.sleep ?? sleepDefault;
  // The old, expired attestation stays visible until Circle has signed the new one; wait for a message without
  // an expiry block.
  for (;;) {
    const next = await awaitAttestation(deps, input, onStatus);
    if (next.expirationBlock === 0n) return next;
    await sleep(3_000);
  }
}
