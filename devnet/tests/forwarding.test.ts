// Circle's Forwarding Service on the devnet: a burn whose hook data begins with the reserved `cctp-forward` bytes is
// attested and minted on the destination by the service's own relayer (no receiveMessage from the user, no
// destination gas), with the forwarding fee taken from the minted amount; Iris reports `forwardState` and
// `forwardTxHash`. Requests Circle would refuse, and a relayer that fails, leave a message anyone can still mint.
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { type Hex, pad, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTransmitterV2Abi } from '../src/abis';
import { FORWARDER_ACCOUNT } from '../src/accounts';
import { FORWARD_MAGIC } from '../src/attestation/forward-hook';
import type { DevnetSnapshot } from '../src/manifest';
import {
  burn,
  type IrisMessage,
  iris,
  irisMessages,
  receive,
  usdcBalance,
  waitForAttestation,
} from './cctp-helpers';
import { devnet, sleep, spare } from './helpers';

const sender = spare(2);
const recipient = spare(3);
const AMOUNT = parseUnits('100', 6);
/** Circle's static forwarding hook data: magic bytes, version 0, no additional data (concepts/forwarding-service). */
const FORWARD_HOOK: Hex = `${FORWARD_MAGIC}${'0'.repeat(16)}`;
const FORWARD_FEE = 200_000n;
/** 1 bp fast fee of 100 USDC. */
const FAST_FEE = AMOUNT / 10_000n;

let snapshot: DevnetSnapshot;
beforeAll(async () => {
  snapshot = await devnet.snapshot();
});
afterAll(async () => {
  await devnet.resetAttestation();
  await devnet.revert(snapshot);
});

async function forwardOutcome(from: number, txHash: Hex, timeoutMs = 15_000): Promise<IrisMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const m = (await irisMessages(from, txHash)).messages?.[0];
    if (m?.forwardState === 'CONFIRMED' || m?.forwardState === 'FAILED') return m;
    if (Date.now() > deadline) throw new Error(`forwardState still ${m?.forwardState} for ${txHash}`);
    await sleep(100);
  }
}

/** Like forwardOutcome, but undefined once Iris no longer lists the burn at all (forgotten after a revert). */
async function forwardOutcomeOrGone(
  from: number,
  txHash: Hex,
  timeoutMs = 15_000,
): Promise<IrisMessage | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const m = (await irisMessages(from, txHash)).messages?.[0];
    if (!m || m.forwardState === 'CONFIRMED' || m.forwardState === 'FAILED') return m;
    if (Date.now() > deadline) throw new Error(`forwardState still ${m.forwardState} for ${txHash}`);
    await sleep(100);
  }
}

/** The message Iris lists for a burn, as soon as it lists one (polled every 100 ms); fails after `timeoutMs`. */
async function firstSeen(from: number, txHash: Hex, timeoutMs = 10_000): Promise<IrisMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const m = (await irisMessages(from, txHash)).messages?.[0];
    if (m) return m;
    if (Date.now() > deadline) throw new Error(`Iris lists no message for ${txHash} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

describe('the Forwarding Service', () => {
  it('quotes its fee only when asked (?forward=true), in USDC base units per finality', async () => {
    const plain = await iris('/v2/burn/USDC/fees/6/3');
    expect(plain.body).toEqual([
      { finalityThreshold: 1000, minimumFee: 1 },
      { finalityThreshold: 2000, minimumFee: 0 },
    ]);
    const forwarded = (await iris('/v2/burn/USDC/fees/6/3?forward=true')).body as {
      forwardFee: { low: number; med: number; high: number };
    }[];
    expect(forwarded.map((r) => r.forwardFee)).toEqual([
      { low: 198_000, med: 200_000, high: 202_000 },
      { low: 198_000, med: 200_000, high: 202_000 },
    ]);
  });

  it('mints a forwarded fast transfer from its relayer: recipient gets amount − fast fee − forwarding fee', async () => {
    const before = await usdcBalance(42161, recipient.address);
    const txHash = await burn(8453, 42161, sender, recipient.address, AMOUNT, {
      fast: true,
      maxFee: FAST_FEE + FORWARD_FEE + 50_000n,
      hookData: FORWARD_HOOK,
    });
    const m = await forwardOutcome(8453, txHash);
    expect(m.forwardState).toBe('CONFIRMED');
    expect(m.decodedMessage.decodedMessageBody.feeExecuted).toBe(String(FAST_FEE + FORWARD_FEE));
    expect(m.decodedMessage.finalityThresholdExecuted).toBe('1000');
    const mint = await devnet.publicClient(42161).getTransactionReceipt({ hash: m.forwardTxHash as Hex });
    expect(mint.status).toBe('success');
    expect(mint.from.toLowerCase()).toBe(FORWARDER_ACCOUNT.address.toLowerCase());
    expect((await usdcBalance(42161, recipient.address)) - before).toBe(AMOUNT - FAST_FEE - FORWARD_FEE);
    const used = await devnet.publicClient(42161).readContract({
      address: CCTP_V2.messageTransmitter,
      abi: messageTransmitterV2Abi,
      functionName: 'usedNonces',
      args: [m.eventNonce],
    });
    expect(used).not.toBe(0n);
  });

  it('refuses a forward whose maxFee does not cover the forwarding fee, and one naming a destination caller', async () => {
    const short = await burn(8453, 10, sender, recipient.address, AMOUNT, {
      fast: false,
      maxFee: 1_000n,
      hookData: FORWARD_HOOK,
    });
    const caller = await burn(8453, 10, sender, recipient.address, AMOUNT, {
      fast: false,
      maxFee: FORWARD_FEE * 2n,
      hookData: FORWARD_HOOK,
      destinationCaller: pad(sender.address),
    });
    const a = await forwardOutcome(8453, short);
    const b = await forwardOutcome(8453, caller);
    expect([a.forwardState, a.forwardErrorCode]).toEqual(['FAILED', 'INSUFFICIENT_FEE']);
    expect([b.forwardState, b.forwardErrorCode]).toEqual(['FAILED', 'DESTINATION_CALLER_SET']);
    // Not forwarded, so no forwarding fee: the attestation charges the protocol's fee only (none at standard).
    const attested = await waitForAttestation(8453, short);
    expect(attested.message.decodedMessage.decodedMessageBody.feeExecuted).toBe('0');
  });

  it('a burn without the magic bytes is a plain transfer (no forwardState)', async () => {
    const txHash = await burn(8453, 10, sender, recipient.address, AMOUNT, {
      fast: false,
      maxFee: 1n,
      hookData: '0x1234',
    });
    // Iris decides forwarding when it first sees the burn: poll until it has, then read what it decided.
    const m = await firstSeen(8453, txHash);
    expect(m.forwardState).toBeUndefined();
  });

  it('a relayer that fails (fault) leaves an attested message the user mints by hand', async () => {
    await devnet.addFault({ kind: 'forwarderFails' });
    const before = await usdcBalance(10, recipient.address);
    const txHash = await burn(42161, 10, sender, recipient.address, AMOUNT, {
      fast: true,
      maxFee: FAST_FEE + FORWARD_FEE + 50_000n,
      hookData: FORWARD_HOOK,
    });
    const m = await forwardOutcome(42161, txHash);
    expect([m.forwardState, m.forwardErrorCode, m.forwardTxHash]).toEqual([
      'FAILED',
      'FORWARDER_FAILED',
      undefined,
    ]);
    expect(await usdcBalance(10, recipient.address)).toBe(before);
    await receive(10, recipient, m.message, m.attestation as Hex);
    expect((await usdcBalance(10, recipient.address)) - before).toBe(AMOUNT - FAST_FEE - FORWARD_FEE);
    await devnet.clearFaults();
  });

  it('never forwards a burn that is no longer on its chain (a reverted snapshot, as after a reorg)', async () => {
    await devnet.setAttestationConfig({ forwardDelayMs: 60_000 });
    const before = await usdcBalance(10, recipient.address);
    const beforeBurn = await devnet.snapshot();
    const txHash = await burn(8453, 10, sender, recipient.address, AMOUNT, {
      fast: true,
      maxFee: FAST_FEE + FORWARD_FEE + 50_000n,
      hookData: FORWARD_HOOK,
    });
    expect((await irisMessages(8453, txHash)).messages?.[0]?.forwardState).toBe('PENDING');
    await devnet.revert(beforeBurn);
    await devnet.setAttestationConfig({ forwardDelayMs: 0 });
    // Two outcomes, by which comes first: the relayer looks for the burn and refuses it (BURN_NOT_FOUND), or the
    // service's watcher sees the chain go back and forgets the burn altogether (Iris lists nothing). Either way
    // nothing is minted.
    const outcome = await forwardOutcomeOrGone(8453, txHash);
    if (outcome)
      expect([outcome.forwardState, outcome.forwardErrorCode]).toEqual(['FAILED', 'BURN_NOT_FOUND']);
    expect(await usdcBalance(10, recipient.address)).toBe(before);
  });
});
