// Finishing a burn from anywhere, against a fake world (shared/testing/cctp-world.ts): the recovery link reads a
// burn from its hash alone and mints it through the transfer run (recorded like any other); the unminted scan finds
// what never arrived; the form's run picks a transfer up, waits for Circle's relayer, or hands a failed forward
// back to the user.
import type { Hash } from 'viem';
import { cctpWorld, WALLET } from '../../../testing/cctp-world';
import type { CctpTransfer } from '../../domain/cctp/transfer-record';
import { bridgeUsdc } from './bridge';
import { NotABurnError, readLinkedBurn } from './burn-link';
import { runAttestation, runBurn } from './burn-run';
import { mintLinkedBurn } from './link-mint';
import { runForwarding } from './mint-run';
import { createTransferRun } from './transfer-run';
import { findUnmintedBurns } from './unminted-scan';

const BASE = 8453;
const ARBITRUM = 42161;
const OPTIMISM = 10;
const usdc = (n: number) => BigInt(n) * 1_000_000n;

/** A burn on Base towards Arbitrum that stops before the mint (the wallet refused the switch). */
async function unfinishedBurn() {
  const world = cctpWorld();
  world.fund(BASE, usdc(500));
  world.faults.refuseSwitchTo = ARBITRUM;
  let hash: Hash | undefined;
  await bridgeUsdc(
    world.deps,
    { sourceChainId: BASE, destinationChainId: ARBITRUM, amount: usdc(100), maxFee: 0n, fast: false },
    { onBurnSigned: (h) => (hash = h) },
  ).catch(() => undefined);
  world.faults.refuseSwitchTo = undefined;
  return { world, hash: hash as Hash };
}

describe('the recovery link', () => {
  test('reads the burn from its hash: amount, route, recipient, ready to mint', async () => {
    const { world, hash } = await unfinishedBurn();
    const burn = await readLinkedBurn(world.deps, BASE, hash);
    expect(burn).toMatchObject({
      sourceChainId: BASE,
      destinationChainId: ARBITRUM,
      amount: usdc(100),
      mode: 'standard',
      stage: 'ready',
    });
    expect(burn.depositor.toLowerCase()).toBe(WALLET);
    expect(burn.mintRecipient.toLowerCase()).toBe(WALLET);
  });

  test('follows Circle: burned while unseen, attesting while pending', async () => {
    const { world, hash } = await unfinishedBurn();
    const iris = world.iris(hash);
    iris.reads = 0;
    iris.unseenReads = 1;
    iris.pendingReads = 1;
    expect((await readLinkedBurn(world.deps, BASE, hash)).stage).toBe('burned');
    expect((await readLinkedBurn(world.deps, BASE, hash)).stage).toBe('attesting');
    expect((await readLinkedBurn(world.deps, BASE, hash)).stage).toBe('ready');
  });

  test('mints through the transfer run: the wallet moved, the USDC arrives, the transfer recorded completed', async () => {
    const { world, hash } = await unfinishedBurn();
    const burn = await readLinkedBurn(world.deps, BASE, hash);
    const records: CctpTransfer[] = [];
    const outcome = await mintLinkedBurn(world.deps, burn, {
      record: (t) => {
        records.push(t);
        return t;
      },
    });
    expect(outcome.alreadyMinted).toBe(false);
    expect(world.walletChain()).toBe(ARBITRUM);
    expect(world.usdc(ARBITRUM)).toBe(usdc(100));
    expect(records.at(-1)).toMatchObject({ status: 'completed', txHash: hash, mintTxHash: outcome.hash });
    expect((await readLinkedBurn(world.deps, BASE, hash)).stage).toBe('minted');
  });

  test('a burn minted meanwhile elsewhere reads minted, and minting it again is a success with nothing sent', async () => {
    const { world, hash } = await unfinishedBurn();
    const burn = await readLinkedBurn(world.deps, BASE, hash);
    world.markMinted(ARBITRUM, world.iris(hash).nonce);
    expect((await readLinkedBurn(world.deps, BASE, hash)).stage).toBe('minted');
    const sentBefore = world.sent.length;
    expect(await mintLinkedBurn(world.deps, burn)).toEqual({ hash: null, alreadyMinted: true });
    expect(world.sent.length).toBe(sentBefore);
  });

  test('a hash that is no burn is refused in words', async () => {
    const { world } = await unfinishedBurn();
    await expect(readLinkedBurn(world.deps, BASE, `0x${'00'.repeat(32)}`)).rejects.toThrow(NotABurnError);
    await expect(readLinkedBurn(world.deps, BASE, `0x${'00'.repeat(32)}`)).rejects.toThrow(
      'No transaction with this hash on this chain (yet)',
    );
  });
});

describe('the unminted scan', () => {
  test('finds the burn that never arrived, ready to mint; a minted one is left out', async () => {
    const { world, hash } = await unfinishedBurn();
    const scan = await findUnmintedBurns(world.deps, [BASE, ARBITRUM]);
    expect(scan.unreadChains).toEqual([]);
    expect(scan.burns).toHaveLength(1);
    expect(scan.burns[0]).toMatchObject({ txHash: hash, amount: usdc(100), destinationChainId: ARBITRUM });
    expect(scan.burns[0]?.attestation).toMatch(/^0x/);
    world.markMinted(ARBITRUM, world.iris(hash).nonce);
    expect((await findUnmintedBurns(world.deps, [BASE, ARBITRUM])).burns).toEqual([]);
  });

  test('a destination that cannot be read: the burn is not judged and the chain is named', async () => {
    const { world } = await unfinishedBurn();
    world.faults.chainsDown = new Set([ARBITRUM]);
    const scan = await findUnmintedBurns(world.deps, [BASE, ARBITRUM]);
    expect(scan.burns).toEqual([]);
    expect(scan.unreadChains).toEqual([{ chainId: ARBITRUM, reason: `chain ${ARBITRUM} did not answer` }]);
  });

  test('Circle unreachable: the burn is still found (burned, no attestation), never hidden', async () => {
    const { world, hash } = await unfinishedBurn();
    world.faults.irisDown = true;
    const scan = await findUnmintedBurns(world.deps, [BASE, ARBITRUM]);
    expect(scan.burns).toMatchObject([{ txHash: hash, attestation: null, eventNonce: null }]);
  });
});

describe("the form's run: delivered for you", () => {
  async function forwardedBurn() {
    const world = cctpWorld();
    world.fund(OPTIMISM, usdc(300));
    const records: CctpTransfer[] = [];
    const run = createTransferRun({
      record: (t) => {
        records.push(t);
        return t;
      },
    });
    run.send({ type: 'start', sourceChainId: OPTIMISM, walletChainId: OPTIMISM, forwarded: true });
    const hash = await runBurn(world.deps, run, {
      sourceChainId: OPTIMISM,
      destinationChainId: BASE,
      amount: usdc(100),
      fast: true,
      forward: true,
      quotedFee: 200_000n,
    });
    await runAttestation(world.deps, run);
    return { world, run, records, hash };
  }

  test('the burn carries the forward request; Circle delivers and the run sees it on the chain', async () => {
    const { world, run, records, hash } = await forwardedBurn();
    expect(run.state().phase).toBe('forwarding');
    const burn = await readLinkedBurn(world.deps, OPTIMISM, hash);
    expect(burn.mode).toBe('forwarded');
    const mint = world.relayerMint(BASE, world.iris(hash).nonce);
    world.iris(hash).forward = { state: 'CONFIRMED', txHash: mint };
    await runForwarding(world.deps, run);
    expect(run.state().phase).toBe('completed');
    expect(records.at(-1)).toMatchObject({
      status: 'completed',
      mintTxHash: mint,
      transferMode: 'forwarded',
    });
    // The wallet never left the source chain.
    expect(world.sent.map((t) => t.chainId)).toEqual([OPTIMISM, OPTIMISM]);
  });

  test("Circle's relayer fails: the user's own mint is offered, and the recovery link mints it", async () => {
    const { world, run, records, hash } = await forwardedBurn();
    world.iris(hash).forward = { state: 'FAILED', errorCode: 'GAS_TOO_HIGH' };
    await runForwarding(world.deps, run);
    expect(run.state()).toMatchObject({ phase: 'failed', mintReady: true });
    expect(records.at(-1)?.status).toBe('failed');
    const burn = await readLinkedBurn(world.deps, OPTIMISM, hash);
    expect(burn.forward).toMatchObject({ kind: 'failed' });
    await mintLinkedBurn(world.deps, burn);
    expect(world.usdc(BASE)).toBe(usdc(100));
  });

  test('a relayer that reports a mint the chain does not bear out is a failed forward, not a completed one', async () => {
    const { world, run, hash } = await forwardedBurn();
    world.iris(hash).forward = { state: 'CONFIRMED', txHash: `0x${'ee'.repeat(32)}` };
    await expect(runForwarding(world.deps, run)).resolves.toBeUndefined();
    expect(run.state().phase).toBe('failed');
  });
});

test('a transfer picked up is not written again until it changes', async () => {
  const { world, hash } = await unfinishedBurn();
  const burn = await readLinkedBurn(world.deps, BASE, hash);
  const saved: CctpTransfer[] = [];
  const run = createTransferRun({
    record: (t) => {
      saved.push(t);
      return t;
    },
  });
  run.send({
    type: 'resume',
    walletChainId: ARBITRUM,
    transfer: {
      id: 'x',
      amount: '100',
      asset: 'USDC',
      sourceChain: BASE,
      destinationChain: ARBITRUM,
      recipient: WALLET,
      status: 'attested',
      timestamp: 1,
      transferMode: 'standard',
      txHash: hash,
      message: burn.message ?? undefined,
      attestation: burn.attestation ?? undefined,
      maxFee: '0',
      updatedAt: 1,
    },
  });
  expect(run.state().phase).toBe('ready');
  expect(saved).toEqual([]);
});
