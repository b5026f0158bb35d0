// The attestation service as Circle's Iris v2 API: response shapes (held against a real recorded response),
// fees, fast allowance, CORS, CCTP fee rules, and the faults tests can inject.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { type Hex, parseUnits, zeroHash } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messageTransmitterV2Abi, tokenMessengerV2Abi } from '../src/abis';
import { DEPLOYER } from '../src/accounts';
import { decodedMessageJson } from '../src/attestation/message';
import type { DevnetSnapshot } from '../src/manifest';
import {
  burn,
  domainOf,
  type IrisMessage,
  iris,
  irisMessages,
  receive,
  usdcBalance,
  usdcOn,
  waitForAttestation,
} from './cctp-helpers';
import { devnet, revertOf, sleep, spare, write } from './helpers';

const sender = spare(4);
const recipient = spare(5);
const AMOUNT = parseUnits('1000', 6);
const real = JSON.parse(
  readFileSync(join(import.meta.dirname, '../fixtures/iris-v2-messages-response.json'), 'utf8'),
).messages[0] as IrisMessage & { decodedMessage: Record<string, unknown> };

let snapshot: DevnetSnapshot;
beforeAll(async () => {
  snapshot = await devnet.snapshot();
});
afterEach(async () => {
  await devnet.clearFaults();
});
afterAll(async () => {
  await devnet.revert(snapshot);
});

const keysDeep = (o: unknown): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o).flatMap(([k, v]) => [k, ...keysDeep(v).map((sub) => `${k}.${sub}`)])
    : [];

describe('Iris v2 response shapes', () => {
  it("decodes Circle's real recorded message the way Iris decoded it", () => {
    const ours = decodedMessageJson(real.message);
    expect(ours).toEqual(real.decodedMessage);
  });

  it('answers /v2/messages with every field of the real response, numbers as strings', async () => {
    const txHash = await burn(1, 8453, sender, recipient.address, AMOUNT, { fast: true });
    const { message } = await waitForAttestation(1, txHash);
    for (const key of keysDeep(real)) expect(keysDeep(message)).toContain(key);
    expect(message.cctpVersion).toBe(2);
    expect(message.decodedMessage.decodedMessageBody.amount).toBe(AMOUNT.toString());
  });

  it('returns 404 for a burn it has not seen and 400 for a malformed hash', async () => {
    const missing = await iris(`/v2/messages/0?transactionHash=0x${'ab'.repeat(32)}`);
    expect(missing.status).toBe(404);
    expect((await iris('/v2/messages/0?transactionHash=0x1234')).status).toBe(400);
    expect((await iris(`/v2/messages/5?transactionHash=0x${'ab'.repeat(32)}`)).status).toBe(400);
  });

  it('lists fees as a bare array, with no fast fee from Avalanche or Polygon', async () => {
    const fees = await iris('/v2/burn/USDC/fees/0/6');
    expect(fees.body).toEqual([
      { finalityThreshold: 1000, minimumFee: 1 },
      { finalityThreshold: 2000, minimumFee: 0 },
    ]);
    expect((await iris('/v2/burn/USDC/fees/7/0')).body).toEqual([
      { finalityThreshold: 1000, minimumFee: 0 },
      { finalityThreshold: 2000, minimumFee: 0 },
    ]);
    expect((await iris('/v2/burn/USDC/fees/0/0')).status).toBe(400);
  });

  it('allows browser calls (CORS) including the preflight', async () => {
    const get = await iris('/v2/fastBurn/USDC/allowance');
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${devnet.manifest.attestationUrl}/v2/messages/0`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});

describe('fast-transfer allowance', () => {
  it('is debited by a fast burn and credited back at hard finality', async () => {
    const read = async () =>
      (await iris('/v2/fastBurn/USDC/allowance')).body as { allowance: number; lastUpdated: string };
    /** Polls the allowance (every 100 ms, as waitForAttestation does) until it is `usdc`; fails after 20 s. */
    const allowanceBecomes = async (usdc: number) => {
      const deadline = Date.now() + 20_000;
      let last = await read();
      while (last.allowance !== usdc && Date.now() < deadline) {
        await sleep(100);
        last = await read();
      }
      expect(last.allowance).toBe(usdc);
    };
    const { fastAllowanceUsdc: full } = await devnet.attestationConfig();
    // Fast burns of earlier tests are credited back at their hard finality.
    await allowanceBecomes(full);
    const txHash = await burn(10, 1, sender, recipient.address, AMOUNT, { fast: true });
    await waitForAttestation(10, txHash);
    const debited = await read();
    expect(debited.allowance).toBe(full - 1000);
    expect(Number.isNaN(Date.parse(debited.lastUpdated))).toBe(false);
    await allowanceBecomes(full);
  });
});

describe('CCTP fee rules', () => {
  it('rejects a maxFee that is not below the amount', async () => {
    const reason = await revertOf(
      8453,
      sender.address,
      CCTP_V2.tokenMessenger,
      tokenMessengerV2Abi,
      'depositForBurn',
      [
        AMOUNT,
        domainOf(1),
        `0x${recipient.address.slice(2).padStart(64, '0')}`,
        usdcOn(8453),
        zeroHash,
        AMOUNT,
        1000,
      ],
    );
    expect(reason).toContain('Max fee must be less than amount');
  });

  it('enforces the on-chain minimum fee and charges it on a standard transfer', async () => {
    await write(8453, DEPLOYER, CCTP_V2.tokenMessenger, tokenMessengerV2Abi, 'setMinFee', [1000n]);
    const minFee = await devnet.publicClient(8453).readContract({
      address: CCTP_V2.tokenMessenger,
      abi: tokenMessengerV2Abi,
      functionName: 'getMinFeeAmount',
      args: [AMOUNT],
    });
    expect(minFee).toBe(AMOUNT / 10_000n);
    await expect(
      burn(8453, 42161, sender, recipient.address, AMOUNT, { fast: false, maxFee: minFee - 1n }),
    ).rejects.toThrow();
    const txHash = await burn(8453, 42161, sender, recipient.address, AMOUNT, {
      fast: false,
      maxFee: minFee,
    });
    const { message } = await waitForAttestation(8453, txHash);
    expect(message.decodedMessage.decodedMessageBody.feeExecuted).toBe(minFee.toString());
    const before = await usdcBalance(42161, recipient.address);
    await receive(42161, recipient, message.message, message.attestation as Hex);
    expect((await usdcBalance(42161, recipient.address)) - before).toBe(AMOUNT - minFee);
    await write(8453, DEPLOYER, CCTP_V2.tokenMessenger, tokenMessengerV2Abi, 'setMinFee', [0n]);
  });

  it('holds a fast burn whose maxFee is below the fast fee and attests it at standard finality', async () => {
    const txHash = await burn(1, 10, sender, recipient.address, AMOUNT, { fast: true, maxFee: 1n });
    const pending = await irisMessages(1, txHash);
    expect(pending.messages?.[0]).toMatchObject({
      status: 'pending_confirmations',
      attestation: 'PENDING',
      message: '0x',
      delayReason: 'insufficient_fee',
    });
    const { message } = await waitForAttestation(1, txHash);
    expect(message.decodedMessage.finalityThresholdExecuted).toBe('2000');
    expect(message.decodedMessage.decodedMessageBody.feeExecuted).toBe('0');
  });
});

describe('injected faults', () => {
  it('notFound: answers 404 for the given seconds, then the message', async () => {
    const txHash = await burn(8453, 1, sender, recipient.address, AMOUNT, { fast: true });
    await devnet.addFault({ kind: 'notFound', seconds: 1, transactionHash: txHash });
    expect((await irisMessages(8453, txHash)).status).toBe(404);
    // Polls through the 404s until the message is there.
    const { message } = await waitForAttestation(8453, txHash);
    expect(message.status).toBe('complete');
  });

  it('pendingForever: stays pending past finality until the faults are cleared', async () => {
    const txHash = await burn(42161, 10, sender, recipient.address, AMOUNT, { fast: false });
    await devnet.addFault({ kind: 'pendingForever', transactionHash: txHash });
    // A burn made after it on the same route, without a fault: once that one is attested, finality has passed
    // for both (the test waits for that, not for a guessed time).
    const control = await burn(42161, 10, sender, recipient.address, AMOUNT, { fast: false });
    await waitForAttestation(42161, control, undefined, 30_000);
    expect((await irisMessages(42161, txHash)).messages?.[0]?.status).toBe('pending_confirmations');
    await devnet.clearFaults();
    expect((await waitForAttestation(42161, txHash)).message.status).toBe('complete');
  });

  it('malformedAttestation: a truncated attestation the destination rejects', async () => {
    const txHash = await burn(10, 8453, sender, recipient.address, AMOUNT, { fast: true });
    await devnet.addFault({ kind: 'malformedAttestation', transactionHash: txHash });
    const { message } = await waitForAttestation(10, txHash);
    expect(message.attestation.length).toBeLessThan(100);
    const reason = await revertOf(
      8453,
      recipient.address,
      CCTP_V2.messageTransmitter,
      messageTransmitterV2Abi,
      'receiveMessage',
      [message.message, message.attestation as Hex],
    );
    expect(reason).toContain('Invalid attestation length');
  });

  it('refuses an unknown fault with a clear error', async () => {
    await expect(devnet.addFault({ kind: 'meteor' } as never)).rejects.toThrow(/kind must be one of/);
    await expect(devnet.setAttestationConfig({ fastDelayMs: -1 })).rejects.toThrow(/non-negative/);
  });
});
