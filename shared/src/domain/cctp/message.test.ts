import { readFileSync } from 'node:fs';
import { CCTP_MESSAGE_ERRORS, decodeCctpMessage } from './message';

const recorded = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../test-data/cctp/${name}`, import.meta.url), 'utf8'));

test("Circle's real V2 response decodes to Sepolia -> Fuji, 1 USDC, maxFee 500, feeExecuted 100", () => {
  const [m] = recorded('iris-v2-messages-sepolia.json').messages;
  const result = decodeCctpMessage(m.message);
  if (!result.ok) throw new Error(result.error);
  const { message } = result;
  expect(message.sourceDomain).toBe(0);
  expect(message.destinationDomain).toBe(1);
  expect(message.burn.amount).toBe(1_000_000n);
  expect(message.burn.maxFee).toBe(500n);
  expect(message.burn.feeExecuted).toBe(100n);
  expect(message.nonce).toBe(m.eventNonce);
  expect(message.minFinalityThreshold).toBe(1000);
  expect(message.finalityThresholdExecuted).toBe(1000);
  expect(message.burn.expirationBlock).toBe(42809670n);
  // Same answer as the decodedMessage Circle sent with it.
  expect(message.burn.mintRecipient).toBe(m.decodedMessage.decodedMessageBody.mintRecipient);
  expect(message.burn.burnToken).toBe(m.decodedMessage.decodedMessageBody.burnToken);
  expect(message.burn.hookData).toBe('0x');
});

test('a real V1 mainnet message is refused with a clear error, not a crash', () => {
  const v1 = recorded('cctp-v1-mainnet-eth-to-arbitrum.json');
  expect(decodeCctpMessage(v1.message)).toEqual({ ok: false, error: CCTP_MESSAGE_ERRORS.v1 });
});

test('garbage, truncated and unknown-version messages get errors', () => {
  expect(decodeCctpMessage('hello')).toEqual({ ok: false, error: CCTP_MESSAGE_ERRORS.notHex });
  expect(decodeCctpMessage('0x123')).toEqual({ ok: false, error: CCTP_MESSAGE_ERRORS.notHex });
  expect(decodeCctpMessage('0x00000001ff')).toEqual({ ok: false, error: CCTP_MESSAGE_ERRORS.tooShort(5) });
  expect(decodeCctpMessage(`0x00000002${'00'.repeat(400)}`)).toEqual({
    ok: false,
    error: CCTP_MESSAGE_ERRORS.version(2),
  });
});
