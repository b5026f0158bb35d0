// The runner's pieces one at a time, with the chain and the wallet as small in-memory stand-ins: what each one asks,
// what it refuses to send, and the state a user sees on the step (tx-runner.test.ts covers them strung together).
import { type Address, BaseError, type Hash } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  approveStep,
  buildTxPlan,
  switchStep,
  TxRevertedError,
  TxSimulationError,
  type TxStepState,
  TxSwitchError,
  writeStep,
} from './tx-plan';
import type { TxWalletBatch } from './tx-runner-batch';
import type { TxChainClient } from './tx-runner-deps';
import {
  prepareGroup,
  runSwitchStep,
  sameChainGroup,
  sendEstimated,
  sendGroupAsBatch,
} from './tx-runner-steps';
import type { FinChainId } from './wagmi-config';

const user: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const usdc: Address = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const vault: Address = '0xeE8F4eC5672F09119b96Ab6fB59C27E1b7e44b61';
const HASH = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;

const approve = (chainId: FinChainId = 8453) =>
  approveStep({ chainId, token: usdc, spender: vault, amount: 1_000_000n, symbol: 'USDC' });
const deposit = (chainId: FinChainId = 8453) =>
  writeStep({
    chainId,
    id: `deposit-${chainId}`,
    label: 'Depositing USDC...',
    call: { to: vault, data: '0x6e553f65' },
  });

function chain(o: Partial<TxChainClient> = {}): TxChainClient {
  return {
    readAllowance: async () => 0n,
    estimateGas: async () => 100_000n,
    simulateSequence: async () => null,
    waitForReceipt: async () => ({ status: 'success' }),
    ...o,
  };
}

/** Records every state a step goes through. */
function marks() {
  const seen: Partial<TxStepState>[] = [];
  return { seen, mark: (patch: Partial<TxStepState>) => seen.push(patch) };
}

describe('runSwitchStep', () => {
  it('does not ask the wallet when it is already on the chain', async () => {
    const asked: number[] = [];
    const { seen, mark } = marks();
    await runSwitchStep(
      switchStep(8453),
      { walletChainId: () => 8453, switchChain: async (id) => void asked.push(id) },
      mark,
    );
    expect(asked).toEqual([]);
    expect(seen).toEqual([{ status: 'skipped' }]);
  });

  it('reads a switch the wallet could not make as a TxSwitchError with the wallet’s error as its cause', async () => {
    const refused = new Error('Chain not added');
    const { seen, mark } = marks();
    const error = await runSwitchStep(
      switchStep(8453),
      { walletChainId: async () => 1, switchChain: async () => Promise.reject(refused) },
      mark,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(TxSwitchError);
    expect(error.cause).toBe(refused);
    expect(seen.map((s) => s.status)).toEqual(['wallet', 'failed']);
  });
});

describe('sameChainGroup', () => {
  it('is the run of transactions up to the next switch or change of chain', () => {
    const plan = buildTxPlan(user, [approve(1), deposit(1), approve(8453), deposit(8453)]);
    // switch-1, approve, deposit, switch-8453, approve, deposit
    expect(sameChainGroup(plan.steps, 1)).toEqual([1, 2]);
    expect(sameChainGroup(plan.steps, 4)).toEqual([4, 5]);
    expect(sameChainGroup(plan.steps, 0)).toEqual([]);
  });
});

describe('prepareGroup', () => {
  const plan = buildTxPlan(user, [approve(), deposit()]);
  const atomic: TxWalletBatch = {
    atomic: async () => true,
    send: async () => 'batch-1',
    status: async () => ({ state: 'success', receipts: [] }),
  };

  it('skips an approval the allowance covers and leaves a lone deposit to its own estimate', async () => {
    const update: [number, Partial<TxStepState>][] = [];
    let simulated = false;
    const client = chain({
      readAllowance: async () => 5_000_000n,
      simulateSequence: async () => {
        simulated = true;
        return null;
      },
    });
    const prepared = await prepareGroup(plan, 1, { client: () => client, batch: atomic }, (i, p) =>
      update.push([i, p]),
    );
    expect([...prepared.skip]).toEqual([1]);
    expect(prepared).toMatchObject({ through: 2, batch: null });
    expect(simulated).toBe(false);
    expect(update).toEqual([
      [1, { status: 'checking' }],
      [1, { status: 'skipped' }],
    ]);
  });

  it('offers approve + deposit as one batch only when the chain simulated them together and the wallet batches', async () => {
    const sound = await prepareGroup(plan, 1, { client: () => chain(), batch: atomic }, () => {});
    expect(sound.batch).toEqual([1, 2]);
    const noSimulation = chain({ simulateSequence: async () => undefined });
    expect(
      (await prepareGroup(plan, 1, { client: () => noSimulation, batch: atomic }, () => {})).batch,
    ).toBeNull();
    expect((await prepareGroup(plan, 1, { client: () => chain() }, () => {})).batch).toBeNull();
  });

  it('stops with the failing step marked when the simulation says the deposit would revert', async () => {
    const update: [number, Partial<TxStepState>][] = [];
    const client = chain({ simulateSequence: async () => ({ index: 1, error: { reason: 'paused' } }) });
    const error = await prepareGroup(plan, 1, { client: () => client }, (i, p) => update.push([i, p])).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(TxSimulationError);
    expect(error.message).toBe('Depositing USDC would fail: paused. Nothing was sent.');
    expect(update.at(-1)).toEqual([2, { status: 'failed' }]);
  });
});

describe('sendGroupAsBatch', () => {
  const plan = buildTxPlan(user, [approve(), deposit()]);
  it('gives each member the hash of its call in the batch', async () => {
    const batch: TxWalletBatch = {
      atomic: async () => true,
      send: async () => 'batch-1',
      status: async () => ({
        state: 'success',
        receipts: [
          { hash: HASH(7), status: 'success' },
          { hash: HASH(8), status: 'success' },
        ],
      }),
    };
    const sent = await sendGroupAsBatch(plan, [1, 2], batch, {
      profile: 'devnet',
      sleep: async () => {},
      update: () => {},
    });
    expect(sent?.map((m) => [m.index, m.step.id, m.hash])).toEqual([
      [1, 'approve', HASH(7)],
      [2, 'deposit-8453', HASH(8)],
    ]);
  });

  it('answers null when the wallet turns the batch down as unsupported', async () => {
    const batch: TxWalletBatch = {
      atomic: async () => true,
      send: async () => Promise.reject(Object.assign(new Error('unsupported'), { code: 5760 })),
      status: async () => ({ state: 'pending', receipts: [] }),
    };
    const sent = await sendGroupAsBatch(plan, [1, 2], batch, {
      profile: 'devnet',
      sleep: async () => {},
      update: () => {},
    });
    expect(sent).toBeNull();
  });
});

describe('sendEstimated', () => {
  const step = deposit();
  it('signs with the estimate plus the margin as gas and follows the transaction to its receipt', async () => {
    const sent: bigint[] = [];
    const { seen, mark } = marks();
    const hash = await sendEstimated(
      step,
      user,
      {
        client: () => chain({ estimateGas: async () => 419_000n }),
        send: async (r) => {
          sent.push(r.gas);
          return HASH(1);
        },
        profile: 'devnet',
      },
      mark,
    );
    expect(hash).toBe(HASH(1));
    expect(sent).toEqual([552_800n]);
    expect(seen.map((s) => s.status)).toEqual(['checking', 'wallet', 'confirming', 'done']);
  });

  it('never asks the wallet to sign a transaction whose estimate reverts', async () => {
    let asked = false;
    const reverts = chain({
      estimateGas: async () => Promise.reject(new BaseError('Execution reverted', { details: 'paused' })),
    });
    const run = sendEstimated(
      step,
      user,
      {
        client: () => reverts,
        send: async () => {
          asked = true;
          return HASH(1);
        },
        profile: 'devnet',
      },
      () => {},
    );
    await expect(run).rejects.toThrow(TxSimulationError);
    expect(asked).toBe(false);
  });

  it('reads a mined revert as failed, with the hash, and passes a wallet rejection on unchanged', async () => {
    const reverted = chain({ waitForReceipt: async () => ({ status: 'reverted' }) });
    const { seen, mark } = marks();
    const error = await sendEstimated(
      step,
      user,
      { client: () => reverted, send: async () => HASH(2), profile: 'devnet' },
      mark,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(TxRevertedError);
    expect(error.hash).toBe(HASH(2));
    expect(seen.at(-1)).toEqual({ status: 'failed' });
    const rejection = Object.assign(new Error('User rejected the request'), { code: 4001 });
    const refused = sendEstimated(
      step,
      user,
      { client: () => chain(), send: async () => Promise.reject(rejection), profile: 'devnet' },
      () => {},
    );
    await expect(refused).rejects.toBe(rejection);
  });
});
