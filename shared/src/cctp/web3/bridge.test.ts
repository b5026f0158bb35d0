// The transfer driver end to end against a fake world (shared/testing/cctp-world.ts): the burn, Circle's
// attestation, the switch and the mint, with the record it keeps at every step, and each fault on the way.
import { type Address, encodeFunctionData } from 'viem';
import { cctpWorld, WALLET } from '../../../testing/cctp-world';
import type { CctpTransfer } from '../../domain/cctp/transfer-record';
import { getChain } from '../../domain/chains/chains';
import { usdcAbi } from '../domain/abis';
import { bridgeUsdc } from './bridge';

const BASE = 8453;
const ARBITRUM = 42161;
const usdc = (n: number) => BigInt(n) * 1_000_000n;

function setup() {
  const world = cctpWorld();
  world.fund(BASE, usdc(1000));
  const records: CctpTransfer[] = [];
  const steps: string[] = [];
  const events = {
    record: (t: CctpTransfer) => {
      records.push(t);
      return t;
    },
    onStep: (step: string) => steps.push(step),
  };
  return { world, records, steps, events };
}

const request = {
  sourceChainId: BASE,
  destinationChainId: ARBITRUM,
  amount: usdc(100),
  maxFee: 0n,
  fast: false,
};

test('a standard bridge: approve, burn, attestation, switch, mint; the whole amount arrives and is recorded', async () => {
  const { world, records, steps, events } = setup();
  const result = await bridgeUsdc(world.deps, request, events);
  expect(result.received).toBe(usdc(100));
  expect(world.usdc(BASE)).toBe(usdc(900));
  expect(world.usdc(ARBITRUM)).toBe(usdc(100));
  expect(world.sent.map((t) => t.label)).toEqual(['Approve USDC', 'Burn USDC', 'Mint USDC']);
  expect(world.walletChain()).toBe(ARBITRUM);
  expect(steps).toEqual(['approve', 'burn', 'attestation', 'switch-destination', 'mint']);
  // Recorded from the burn's signature to the mint, under the burn's hash.
  expect(records.map((r) => r.status)).toEqual(expect.arrayContaining(['burned', 'attested', 'completed']));
  const last = records.at(-1) as CctpTransfer;
  expect(last).toMatchObject({
    status: 'completed',
    txHash: result.burnTxHash,
    mintTxHash: result.mintTxHash,
  });
  expect(last.recipient).toBe(WALLET);
});

test('a fast bridge arrives less the fee Circle executed, which the record keeps', async () => {
  const { world, records, events } = setup();
  world.faults.fastFee = 13_000n;
  const result = await bridgeUsdc(world.deps, { ...request, fast: true, maxFee: 15_601n }, events);
  expect(result).toMatchObject({ feeExecuted: 13_000n, received: usdc(100) - 13_000n });
  expect(world.usdc(ARBITRUM)).toBe(usdc(100) - 13_000n);
  expect(records.at(-1)?.transferMode).toBe('fast');
});

test('an allowance already in place asks for no approval', async () => {
  const { world, events } = setup();
  await bridgeUsdc(world.deps, { ...request, amount: usdc(10) }, events);
  world.sent.length = 0;
  // The first bridge approved exactly its amount; approve more by hand, as a wallet may have.
  const messenger = getChain(BASE)?.contracts.tokenMessenger as Address;
  await world.deps.send({
    chainId: BASE,
    to: getChain(BASE)?.contracts.usdc as Address,
    data: encodeFunctionData({ abi: usdcAbi, functionName: 'approve', args: [messenger, usdc(1000)] }),
    label: 'Approve USDC',
  });
  world.sent.length = 0;
  await bridgeUsdc(world.deps, { ...request, amount: usdc(10) }, events);
  expect(world.sent.map((t) => t.label)).toEqual(['Burn USDC', 'Mint USDC']);
});

test('Circle slow to see and sign the burn: the run waits, then mints', async () => {
  const { world, events } = setup();
  const statuses: string[] = [];
  const run = bridgeUsdc(world.deps, request, {
    ...events,
    onBurnSigned: (hash) => {
      const burn = world.iris(hash);
      burn.unseenReads = 2;
      burn.pendingReads = 3;
    },
    onStatus: (text) => statuses.push(text),
  });
  const result = await run;
  expect(result.received).toBe(usdc(100));
  expect(world.iris(result.burnTxHash).reads).toBe(6);
  expect(statuses[0]).toMatch(/^Waiting for Circle's attestation/);
});

describe('faults', () => {
  test('more than the wallet holds: refused before anything is sent', async () => {
    const { world, records, events } = setup();
    await expect(bridgeUsdc(world.deps, { ...request, amount: usdc(2000) }, events)).rejects.toThrow(
      'Not enough USDC on Base to bridge this amount',
    );
    expect(world.sent).toEqual([]);
    expect(records).toEqual([]);
  });

  test('the wallet refuses the burn: nothing is burned, nothing recorded', async () => {
    const { world, records, events } = setup();
    world.faults.refuse = 'Burn USDC';
    await expect(bridgeUsdc(world.deps, request, events)).rejects.toThrow('User rejected');
    expect(world.usdc(BASE)).toBe(usdc(1000));
    expect(records).toEqual([]);
  });

  test("a maxFee under the messenger's minimum reverts: the burn is not recorded", async () => {
    const { world, records, events } = setup();
    world.setMinFee(BASE, 5n);
    await expect(bridgeUsdc(world.deps, request, events)).rejects.toThrow('Insufficient max fee');
    expect(records).toEqual([]);
  });

  test('the wallet refuses the switch: the burn stays recorded as attested, to finish later', async () => {
    const { world, records, events } = setup();
    world.faults.refuseSwitchTo = ARBITRUM;
    await expect(bridgeUsdc(world.deps, request, events)).rejects.toThrow('User rejected');
    expect(records.at(-1)).toMatchObject({ status: 'attested' });
    expect(records.at(-1)?.attestation).toMatch(/^0x/);
  });

  test('an expired fast attestation is re-attested and the mint sent again', async () => {
    const { world, records, events } = setup();
    world.faults.expireMint = true;
    const result = await bridgeUsdc(world.deps, { ...request, fast: true }, events);
    expect(result.mintTxHash).toMatch(/^0x/);
    expect(world.usdc(ARBITRUM)).toBe(usdc(100));
    expect(records.at(-1)?.status).toBe('completed');
  });

  test('the wallet refuses the mint: the record waits, attested, for the user', async () => {
    const { world, records, events } = setup();
    world.faults.refuse = 'Mint USDC';
    await expect(bridgeUsdc(world.deps, request, events)).rejects.toThrow('User rejected');
    expect(world.usdc(ARBITRUM)).toBe(0n);
    expect(records.at(-1)?.status).not.toBe('completed');
    expect(records.at(-1)?.message).toMatch(/^0x/);
  });

  test('Circle answers complete without an attestation: the run stops before any mint, the burn recorded', async () => {
    const { world, records, events } = setup();
    world.faults.irisBroken = true;
    await expect(bridgeUsdc(world.deps, request, events)).rejects.toThrow(
      'Circle reported complete but no attestation provided',
    );
    expect(world.sent.map((t) => t.label)).toEqual(['Approve USDC', 'Burn USDC']);
    expect(records.at(-1)).toMatchObject({ status: 'failed' });
    expect(records.at(-1)?.txHash).toMatch(/^0x/);
  });

  test('Circle unreachable after the burn: the run keeps waiting until the page gives up (an abort)', async () => {
    const { world, records, events } = setup();
    world.deps.signal = AbortSignal.timeout(300);
    const run = bridgeUsdc(world.deps, request, {
      ...events,
      onBurnSigned: () => {
        world.faults.irisDown = true;
      },
    });
    await expect(run).rejects.toThrow();
    expect(records.at(-1)?.status).toBe('burned');
  });
});
