// CCTP V2 message bytes, decoded the way MessageTransmitterV2 and TokenMessengerV2 read them
// (circlefin/evm-cctp-contracts src/messages/v2/MessageV2.sol and BurnMessageV2.sol, which define the layout).
// The transfer form decodes the message Iris returns to show what will be minted and to check it belongs to the
// transfer being finished; a pasted message from another protocol version must be refused, not crash the page.
import type { Hex } from 'viem';
import { hexToBigInt, hexToNumber, isHex, size, slice } from 'viem/utils';

/** The `version` word of a CCTP V2 message (V1 messages carry 0). */
export const CCTP_V2_MESSAGE_VERSION = 1;
const BODY = 148;
/** Header plus a burn body without hook data. */
export const CCTP_V2_MIN_MESSAGE_BYTES = BODY + 228;

export type CctpBurnMessage = {
  version: number;
  sourceDomain: number;
  destinationDomain: number;
  /** bytes32 nonce assigned by Circle (zero in the burn event itself). */
  nonce: Hex;
  sender: Hex;
  recipient: Hex;
  destinationCaller: Hex;
  minFinalityThreshold: number;
  finalityThresholdExecuted: number;
  burn: {
    version: number;
    burnToken: Hex;
    /** The address that receives the USDC (right 20 bytes of the bytes32). */
    mintRecipient: Hex;
    amount: bigint;
    messageSender: Hex;
    maxFee: bigint;
    feeExecuted: bigint;
    /** Destination block from which a fast attestation no longer mints (0 = never expires). */
    expirationBlock: bigint;
    hookData: Hex;
  };
};

export type DecodeResult = { ok: true; message: CctpBurnMessage } | { ok: false; error: string };

export const CCTP_MESSAGE_ERRORS = {
  notHex: 'The message must be hex text starting with 0x',
  v1: 'This is a CCTP V1 message. Fin moves USDC with CCTP V2 only; finish a V1 transfer on a V1 interface.',
  tooShort: (bytes: number) =>
    `This is not a CCTP V2 USDC transfer message (${bytes} bytes; a transfer message has at least ${CCTP_V2_MIN_MESSAGE_BYTES})`,
  version: (v: number) =>
    `Unknown CCTP message version ${v} (CCTP V2 messages have version ${CCTP_V2_MESSAGE_VERSION})`,
} as const;

const u32 = (m: Hex, at: number) => hexToNumber(slice(m, at, at + 4));
const b32 = (m: Hex, at: number) => slice(m, at, at + 32);
const u256 = (m: Hex, at: number) => hexToBigInt(slice(m, at, at + 32));
const addressOf = (word: Hex) => `0x${word.slice(-40)}` as Hex;

/** Decodes a CCTP V2 burn message; never throws. */
export function decodeCctpMessage(input: string): DecodeResult {
  const text = input.trim();
  if (!isHex(text) || text.length % 2 !== 0) return { ok: false, error: CCTP_MESSAGE_ERRORS.notHex };
  const message = text.toLowerCase() as Hex;
  const bytes = size(message);
  if (bytes < 4) return { ok: false, error: CCTP_MESSAGE_ERRORS.tooShort(bytes) };
  const version = u32(message, 0);
  if (version === 0) return { ok: false, error: CCTP_MESSAGE_ERRORS.v1 };
  if (version !== CCTP_V2_MESSAGE_VERSION) return { ok: false, error: CCTP_MESSAGE_ERRORS.version(version) };
  if (bytes < CCTP_V2_MIN_MESSAGE_BYTES) return { ok: false, error: CCTP_MESSAGE_ERRORS.tooShort(bytes) };
  return {
    ok: true,
    message: {
      version,
      sourceDomain: u32(message, 4),
      destinationDomain: u32(message, 8),
      nonce: b32(message, 12),
      sender: addressOf(b32(message, 44)),
      recipient: addressOf(b32(message, 76)),
      destinationCaller: b32(message, 108),
      minFinalityThreshold: u32(message, 140),
      finalityThresholdExecuted: u32(message, 144),
      burn: {
        version: u32(message, BODY),
        burnToken: addressOf(b32(message, BODY + 4)),
        mintRecipient: addressOf(b32(message, BODY + 36)),
        amount: u256(message, BODY + 68),
        messageSender: addressOf(b32(message, BODY + 100)),
        maxFee: u256(message, BODY + 132),
        feeExecuted: u256(message, BODY + 164),
        expirationBlock: u256(message, BODY + 196),
        hookData: bytes > CCTP_V2_MIN_MESSAGE_BYTES ? slice(message, CCTP_V2_MIN_MESSAGE_BYTES) : '0x',
      },
    },
  };
}
