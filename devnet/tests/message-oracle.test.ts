// The devnet's message reading (src/attestation/message.ts) and the product's (shared domain/cctp/message.ts) are
// two implementations of Circle's CCTP V2 layout: each is the other's oracle. They must read Circle's own recorded
// message alike, and the product must read a message this attestation service filled as the service wrote it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeCctpMessage } from '@fin/shared/domain/cctp/message';
import { concatHex, type Hex, numberToHex, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { fillMessage, parseMessage } from '../src/attestation/message';

/** Circle Iris v2 answer recorded on Sepolia (source: shared/test-data/cctp/SOURCE.md). */
const recorded = JSON.parse(
  readFileSync(join(__dirname, '../../shared/test-data/cctp/iris-v2-messages-sepolia.json'), 'utf8'),
) as { messages: { message: Hex }[] };

const address = (word: Hex) => `0x${word.slice(-40)}`.toLowerCase();

function sameReading(message: Hex) {
  const devnet = parseMessage(message);
  const product = decodeCctpMessage(message);
  if (!product.ok) throw new Error(product.error);
  const p = product.message;
  expect(p).toMatchObject({
    version: devnet.version,
    sourceDomain: devnet.sourceDomain,
    destinationDomain: devnet.destinationDomain,
    nonce: devnet.nonce.toLowerCase(),
    minFinalityThreshold: devnet.minFinalityThreshold,
    finalityThresholdExecuted: devnet.finalityThresholdExecuted,
  });
  expect(p.sender).toBe(address(devnet.sender));
  expect(p.recipient).toBe(address(devnet.recipient));
  expect(p.burn).toEqual({
    version: devnet.burn.version,
    burnToken: address(devnet.burn.burnToken),
    mintRecipient: address(devnet.burn.mintRecipient),
    amount: devnet.burn.amount,
    messageSender: address(devnet.burn.messageSender),
    maxFee: devnet.burn.maxFee,
    feeExecuted: devnet.burn.feeExecuted,
    expirationBlock: devnet.burn.expirationBlock,
    hookData: devnet.burn.hookData.toLowerCase(),
  });
  return p;
}

const word = (n: number | bigint) => pad(numberToHex(n), { size: 32 });
const u32 = (n: number) => pad(numberToHex(n), { size: 4 });

describe('the devnet and the product read CCTP V2 messages alike', () => {
  it("on Circle's recorded message", () => {
    const m = recorded.messages[0]?.message as Hex;
    expect(sameReading(m).burn.amount).toBe(1_000_000n);
  });

  it('on a forwarded burn as MessageTransmitterV2 emits it, once this service has filled it', () => {
    const hook: Hex = `0x636374702d666f7277617264${'0'.repeat(40)}`;
    const emitted = concatHex([
      u32(1),
      u32(3),
      u32(2),
      word(0),
      word(0xaa),
      word(0xbb),
      word(0),
      u32(1000),
      u32(0),
      u32(1),
      word(0xcc),
      word(0xdd),
      word(7_000_000n),
      word(0xee),
      word(21_000n),
      word(0),
      word(0),
      hook,
    ]);
    const filled = fillMessage(emitted, {
      nonce: word(42),
      finalityThresholdExecuted: 1000,
      feeExecuted: 20_700n,
      expirationBlock: 123_456n,
    });
    const p = sameReading(filled);
    expect(p).toMatchObject({
      sourceDomain: 3,
      destinationDomain: 2,
      nonce: word(42),
      finalityThresholdExecuted: 1000,
    });
    expect(p.burn).toMatchObject({
      amount: 7_000_000n,
      maxFee: 21_000n,
      feeExecuted: 20_700n,
      expirationBlock: 123_456n,
      hookData: hook,
    });
  });
});
