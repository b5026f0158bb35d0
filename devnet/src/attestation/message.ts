// Kept apart from the product's decoder (shared/src/domain/cctp/message.ts) on purpose: the devnet stands in for
// Circle, so its reading of the bytes is a second, independent implementation of Circle's format written from the
// contracts, not the product's. Were it the same code, a wrong offset in the product would be mirrored by the
// attestation service and every browser test would pass against it; tests/message-oracle.test.ts holds the two
// to Circle's recorded message and to a message this service filled.
// CCTP V2 message bytes: parse what MessageTransmitterV2 emitted, fill the fields Circle's attestation service
// assigns (nonce, finalityThresholdExecuted, feeExecuted, expirationBlock) and render Iris's decodedMessage.
// Layout: circlefin/evm-cctp-contracts src/messages/v2/{MessageV2,BurnMessageV2}.sol.
import { type Hex, hexToBigInt, hexToNumber, numberToHex, size, slice } from 'viem';

const BODY = 148;

export type ParsedMessage = {
  version: number;
  sourceDomain: number;
  destinationDomain: number;
  nonce: Hex;
  sender: Hex;
  recipient: Hex;
  destinationCaller: Hex;
  minFinalityThreshold: number;
  finalityThresholdExecuted: number;
  messageBody: Hex;
  burn: {
    version: number;
    burnToken: Hex;
    mintRecipient: Hex;
    amount: bigint;
    messageSender: Hex;
    maxFee: bigint;
    feeExecuted: bigint;
    expirationBlock: bigint;
    hookData: Hex;
  };
};

const u32 = (m: Hex, at: number) => hexToNumber(slice(m, at, at + 4));
const b32 = (m: Hex, at: number) => slice(m, at, at + 32);
const u256 = (m: Hex, at: number) => hexToBigInt(slice(m, at, at + 32));

export function parseMessage(message: Hex): ParsedMessage {
  if (size(message) < BODY + 228) throw new Error(`not a CCTP V2 burn message (${size(message)} bytes)`);
  return {
    version: u32(message, 0),
    sourceDomain: u32(message, 4),
    destinationDomain: u32(message, 8),
    nonce: b32(message, 12),
    sender: b32(message, 44),
    recipient: b32(message, 76),
    destinationCaller: b32(message, 108),
    minFinalityThreshold: u32(message, 140),
    finalityThresholdExecuted: u32(message, 144),
    messageBody: slice(message, BODY),
    burn: {
      version: u32(message, BODY),
      burnToken: b32(message, BODY + 4),
      mintRecipient: b32(message, BODY + 36),
      amount: u256(message, BODY + 68),
      messageSender: b32(message, BODY + 100),
      maxFee: u256(message, BODY + 132),
      feeExecuted: u256(message, BODY + 164),
      expirationBlock: u256(message, BODY + 196),
      hookData: size(message) > BODY + 228 ? slice(message, BODY + 228) : '0x',
    },
  };
}

/** The message as Iris returns it: source bytes with the attestation service's fields written in. */
export function fillMessage(
  source: Hex,
  fields: { nonce: Hex; finalityThresholdExecuted: number; feeExecuted: bigint; expirationBlock: bigint },
): Hex {
  let out = source.slice(2);
  const write = (byteOffset: number, value: Hex, bytes: number) => {
    const at = byteOffset * 2;
    out = out.slice(0, at) + value.slice(2).padStart(bytes * 2, '0') + out.slice(at + bytes * 2);
  };
  write(12, fields.nonce, 32);
  write(144, numberToHex(fields.finalityThresholdExecuted), 4);
  write(BODY + 164, numberToHex(fields.feeExecuted), 32);
  write(BODY + 196, numberToHex(fields.expirationBlock), 32);
  return `0x${out}`;
}

/** bytes32 -> 20-byte address, as Iris prints senders and recipients. */
const asAddress = (b: Hex): Hex => `0x${b.slice(-40)}`.toLowerCase() as Hex;

/** Iris's decodedMessage object (numbers as decimal strings, addresses lowercase, empty hookData as null). */
export function decodedMessageJson(message: Hex) {
  const m = parseMessage(message);
  const zeroCaller = /^0x0+$/.test(m.destinationCaller);
  return {
    sourceDomain: String(m.sourceDomain),
    destinationDomain: String(m.destinationDomain),
    nonce: m.nonce,
    sender: asAddress(m.sender),
    recipient: asAddress(m.recipient),
    destinationCaller: zeroCaller ? m.destinationCaller : asAddress(m.destinationCaller),
    minFinalityThreshold: String(m.minFinalityThreshold),
    finalityThresholdExecuted: String(m.finalityThresholdExecuted),
    messageBody: m.messageBody,
    decodedMessageBody: {
      burnToken: asAddress(m.burn.burnToken),
      mintRecipient: asAddress(m.burn.mintRecipient),
      amount: m.burn.amount.toString(),
      messageSender: asAddress(m.burn.messageSender),
      maxFee: m.burn.maxFee.toString(),
      feeExecuted: m.burn.feeExecuted.toString(),
      expirationBlock: m.burn.expirationBlock.toString(),
      hookData: m.burn.hookData === '0x' ? null : m.burn.hookData,
    },
  };
}
