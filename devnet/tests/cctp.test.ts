// CCTP V2 round trips between devnet chains, standard and fast, through the Iris-compatible attestation
// service; and the destination's refusals: replay, tampering, foreign signatures, expired fast messages.
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { concat, type Hex, hexToBigInt, keccak256, parseEventLogs, parseUnits, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAddress, sign } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTransmitterV2Abi } from '../src/abis';
import { DEPLOYER } from '../src/accounts';
import { parseMessage } from '../src/attestation/message';
import type { DevnetSnapshot } from '../src/manifest';
import { burn, expectComplete, iris, receive, usdcBalance, waitForAttestation } from './cctp-helpers';
import { devnet, revertOf, spare } from './helpers';

const sender = spare(4);
const recipient = spare(5);
const AMOUNT = parseUnits('1000', 6);

let snapshot: DevnetSnapshot;
beforeAll(async () => {
  snapshot = await devnet.snapshot();
});
afterAll(async () => {
  await devnet.clearFaults();
  await devnet.revert(snapshot);
});

describe('CCTP V2 round trips', () => {
  it.each([
    { from: 1, to: 8453, fast: true, fastExecuted: true },
    { from: 8453, to: 42161, fast: false, fastExecuted: false },
    { from: 42161, to: 43114, fast: true, fastExecuted: true },
    // Circle offers no fast transfer from Avalanche or Polygon: the burn is attested at standard finality.
    { from: 43114, to: 10, fast: true, fastExecuted: false },
    { from: 137, to: 1, fast: false, fastExecuted: false },
    { from: 10, to: 137, fast: true, fastExecuted: true },
  ])('$from -> $to (fast requested: $fast)', async ({ from, to, fast, fastExecuted }) => {
    const sentBefore = await usdcBalance(from, sender.address);
    const txHash = await burn(from, to, sender, recipient.address, AMOUNT, { fast });
    expect(await usdcBalance(from, sender.address)).toBe(sentBefore);

    // The burn event carries Circle's empty fields; the attestation service fills them in.
    const receipt = await devnet.publicClient(from).getTransactionReceipt({ hash: txHash });
    const [sent] = parseEventLogs({
      abi: messageTransmitterV2Abi,
      eventName: 'MessageSent',
      logs: receipt.logs,
    });
    const source = parseMessage(sent!.args.message);
    expect(source.nonce).toBe(`0x${'0'.repeat(64)}`);
    expect([source.finalityThresholdExecuted, source.burn.feeExecuted, source.burn.expirationBlock]).toEqual([
      0,
      0n,
      0n,
    ]);

    const { message, seen } = await waitForAttestation(from, txHash);
    expect(seen[0]).toBe('pending_confirmations');
    expectComplete(message);
    const filled = parseMessage(message.message);
    expect(filled.nonce).toBe(message.eventNonce);
    expect(filled.finalityThresholdExecuted).toBe(fastExecuted ? 1000 : 2000);
    const fee = fastExecuted ? AMOUNT / 10_000n : 0n;
    expect(filled.burn.feeExecuted).toBe(fee);
    expect(filled.burn.expirationBlock > 0n).toBe(fastExecuted);

    const recipientBefore = await usdcBalance(to, recipient.address);
    const feesBefore = await usdcBalance(to, DEPLOYER.address);
    await receive(to, recipient, message.message, message.attestation as Hex);
    expect((await usdcBalance(to, recipient.address)) - recipientBefore).toBe(AMOUNT - fee);
    expect((await usdcBalance(to, DEPLOYER.address)) - feesBefore).toBe(fee);
    const used = await devnet.publicClient(to).readContract({
      address: CCTP_V2.messageTransmitter,
      abi: messageTransmitterV2Abi,
      functionName: 'usedNonces',
      args: [message.eventNonce],
    });
    expect(used).toBe(1n);
  });

  it('attests a fast burn sooner than a standard one', async () => {
    const fastTx = await burn(1, 10, sender, recipient.address, AMOUNT, { fast: true });
    const standardTx = await burn(1, 10, sender, recipient.address, AMOUNT, { fast: false });
    const started = Date.now();
    const order: string[] = [];
    await Promise.all([
      waitForAttestation(1, fastTx).then(() => order.push('fast')),
      waitForAttestation(1, standardTx).then(() => order.push('standard')),
    ]);
    expect(order).toEqual(['fast', 'standard']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });
});

describe('MessageTransmitterV2 refuses', () => {
  const from = 8453;
  const to = 1;
  let message: Hex;
  let attestation: Hex;

  beforeAll(async () => {
    const txHash = await burn(from, to, sender, recipient.address, AMOUNT, { fast: true });
    const attested = await waitForAttestation(from, txHash);
    message = attested.message.message;
    attestation = attested.message.attestation as Hex;
  });

  const reasonFor = (m: Hex, a: Hex) =>
    revertOf(to, recipient.address, CCTP_V2.messageTransmitter, messageTransmitterV2Abi, 'receiveMessage', [
      m,
      a,
    ]);

  it('a tampered message (amount raised)', async () => {
    const amountAt = 2 + 216 * 2;
    const raised = toHex(hexToBigInt(`0x${message.slice(amountAt, amountAt + 64)}`) * 10n, { size: 32 });
    const tampered = `${message.slice(0, amountAt)}${raised.slice(2)}${message.slice(amountAt + 64)}` as Hex;
    expect(await reasonFor(tampered, attestation)).toMatch(
      /Invalid signer for message|Invalid signature order/,
    );
  });

  it('signatures by keys that are not attesters', async () => {
    const keys = [generatePrivateKey(), generatePrivateKey()].sort((a, b) =>
      BigInt(privateKeyToAddress(a)) < BigInt(privateKeyToAddress(b)) ? -1 : 1,
    );
    const digest = keccak256(message);
    const forged = concat(
      await Promise.all(keys.map((privateKey) => sign({ hash: digest, privateKey, to: 'hex' }))),
    );
    expect(await reasonFor(message, forged)).toContain('Invalid signer for message');
  });

  it('a replayed message', async () => {
    await receive(to, recipient, message, attestation);
    expect(await reasonFor(message, attestation)).toContain('Nonce already used');
  });
});

describe('an expired fast message', () => {
  it('is refused until re-attested, then mints amount minus the fee', async () => {
    const from = 42161;
    const to = 8453;
    const txHash = await burn(from, to, sender, recipient.address, AMOUNT, { fast: true });
    await devnet.addFault({ kind: 'expiredFast', transactionHash: txHash });
    const { message: expired } = await waitForAttestation(from, txHash);
    expect(Number(expired.decodedMessage.finalityThresholdExecuted)).toBe(1000);
    const reason = await revertOf(
      to,
      recipient.address,
      CCTP_V2.messageTransmitter,
      messageTransmitterV2Abi,
      'receiveMessage',
      [expired.message, expired.attestation as Hex],
    );
    expect(reason).toContain('Message expired and must be re-signed');

    const reattest = await iris(`/v2/reattest/${expired.eventNonce}`, { method: 'POST' });
    expect(reattest.status).toBe(200);
    expect(reattest.body).toEqual({
      message: 'Re-attestation successfully requested for nonce.',
      nonce: expired.eventNonce,
    });
    const { message: renewed } = await waitForAttestation(
      from,
      txHash,
      (m) => m.decodedMessage.finalityThresholdExecuted === '2000',
    );
    expect(renewed.eventNonce).toBe(expired.eventNonce);
    expect(renewed.decodedMessage.decodedMessageBody.expirationBlock).toBe('0');
    const fee = AMOUNT / 10_000n;
    expect(renewed.decodedMessage.decodedMessageBody.feeExecuted).toBe(fee.toString());
    const before = await usdcBalance(to, recipient.address);
    await receive(to, recipient, renewed.message, renewed.attestation as Hex);
    expect((await usdcBalance(to, recipient.address)) - before).toBe(AMOUNT - fee);
  });
});
