// The runner's rules with the wallet and the chain as small in-memory stand-ins (the browser tests run the same
// code against the devnet): what is skipped, what is never sent, what a revert reads like.
import { type Address, BaseError, type Hash } from 'viem';
import { describe, expect, it } from 'vitest';
import { transactionLink } from '../domain/chains/tx-link';
import { MORPHO_BLUE_ABI } from '../domain/morpho/abi';
import {
  approveStep,
  buildTxPlan,
  contractWriteStep,
  gasLimitFor,
  TxBatchRevertedError,
  TxRevertedError,
  TxSimulationError,
  writeStep,
} from './tx-plan';
import { runTransactionPlan, type TxRunnerDeps } from './tx-runner';
import type { TxBatchStatus, TxWalletBatch } from './tx-runner-batch';
import type { TxChainClient } from './tx-runner-deps';

const user: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const usdc: Address = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const vault: Address = '0xeE8F4eC5672F09119b96Ab6fB59C27E1b7e44b61';
const HASH = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;

type World = {
  walletChain: number;
  allowance: bigint;
  /** Index (in send order) of calls the chain would revert, and the reason. */
  estimateFails?: string;
  batchFailsAt?: number;
  receiptStatus?: 'success' | 'reverted';
  sent: { to: Address; gas: bigint; chainId: number }[];
  switches: number[];
};

function deps(world: World): TxRunnerDeps {
  const client: TxChainClient = {
    readAllowance: async () => world.allowance,
    estimateGas: async () => {
      if (world.estimateFails) throw new BaseError('Execution reverted', { details: world.estimateFails });
      return 300_000n;
    },
    simulateSequence: async () =>
      world.batchFailsAt === undefined
        ? null
        : {
            index: world.batchFailsAt,
            error: Object.assign(new Error('x'), { reason: 'ERC20: transfer amount exceeds balance' }),
          },
    waitForReceipt: async () => ({ status: world.receiptStatus ?? 'success' }),
  };
  return {
    client: () => client,
    walletChainId: () => world.walletChain,
    switchChain: async (id) => {
      world.switches.push(id);
      world.walletChain = id;
    },
    send: async (req) => {
      world.sent.push({ to: req.to, gas: req.gas, chainId: req.chainId });
      if (req.to === usdc) world.allowance = 10n ** 12n;
      return HASH(world.sent.length);
    },
    profile: 'devnet',
    sleep: async () => {},
  };
}

const depositPlan = (amount = 1_000_000n) =>
  buildTxPlan(user, [
    approveStep({ chainId: 8453, token: usdc, spender: vault, amount, symbol: 'USDC' }),
    writeStep({
      chainId: 8453,
      id: 'deposit',
      label: 'Depositing USDC to Morpho...',
      call: { to: vault, data: '0x6e553f65' },
    }),
  ]);

describe('gas limit', () => {
  it('is the estimate plus 20% plus 50,000 gas of headroom, never a fixed figure, and never under a given floor', () => {
    expect(gasLimitFor(419_000n)).toBe(552_800n);
    expect(gasLimitFor(84_350n)).toBe(151_220n);
    expect(gasLimitFor(100_000n, 300_000n)).toBe(300_000n);
  });
});

describe('runTransactionPlan', () => {
  it('switches, approves, deposits with the estimate + margin as gas, and reports every hash', async () => {
    const world: World = { walletChain: 1, allowance: 0n, sent: [], switches: [] };
    const seen: string[] = [];
    const result = await runTransactionPlan(depositPlan(), deps(world), (s) =>
      seen.push(s.map((x) => `${x.id}:${x.status}`).join(' ')),
    );
    expect(world.switches).toEqual([8453]);
    expect(world.sent.map((s) => [s.to, s.gas])).toEqual([
      [usdc, 410_000n],
      [vault, 410_000n],
    ]);
    expect(result.hashes).toEqual({ approve: HASH(1), deposit: HASH(2) });
    expect(result.lastHash).toBe(HASH(2));
    expect(result.steps.map((s) => s.status)).toEqual(['done', 'done', 'done']);
    expect(seen).toContain('switch-8453:done approve:confirming deposit:waiting');
  });

  it('skips the approval when the allowance covers the amount and the switch when already on the chain', async () => {
    const world: World = { walletChain: 8453, allowance: 5_000_000n, sent: [], switches: [] };
    const result = await runTransactionPlan(depositPlan(), deps(world));
    expect(world.switches).toEqual([]);
    expect(world.sent.map((s) => s.to)).toEqual([vault]);
    expect(result.steps.map((s) => s.status)).toEqual(['skipped', 'skipped', 'done']);
  });

  it('sends nothing, not even the approval, when the simulation of the plan says the deposit would revert', async () => {
    const world: World = { walletChain: 8453, allowance: 0n, batchFailsAt: 1, sent: [], switches: [] };
    const run = runTransactionPlan(depositPlan(), deps(world));
    await expect(run).rejects.toThrow(TxSimulationError);
    await expect(run).rejects.toThrow(
      'Depositing USDC to Morpho would fail: ERC20: transfer amount exceeds balance. Nothing was sent.',
    );
    expect(world.sent).toEqual([]);
  });

  it('never sends a transaction whose own estimate reverts', async () => {
    const world: World = {
      walletChain: 8453,
      allowance: 5_000_000n,
      estimateFails: 'paused',
      sent: [],
      switches: [],
    };
    await expect(runTransactionPlan(depositPlan(), deps(world))).rejects.toThrow(
      /would fail: .*Nothing was sent\./,
    );
    expect(world.sent).toEqual([]);
  });

  it('reads a mined transaction with status reverted as failed, with its hash', async () => {
    const world: World = {
      walletChain: 8453,
      allowance: 5_000_000n,
      receiptStatus: 'reverted',
      sent: [],
      switches: [],
    };
    const error = await runTransactionPlan(depositPlan(), deps(world)).catch((e) => e);
    expect(error).toBeInstanceOf(TxRevertedError);
    expect(error.message).toMatch(
      /^Transaction failed \(reverted\): Depositing USDC to Morpho did not go through/,
    );
    expect(error.hash).toBe(HASH(1));
  });

  it('puts a switch before each change of chain', () => {
    const plan = buildTxPlan(user, [
      contractWriteStep({
        chainId: 1,
        id: 'supply',
        label: 'Supplying USDC...',
        address: vault,
        abi: MORPHO_BLUE_ABI,
        functionName: 'withdraw',
        args: [
          { loanToken: usdc, collateralToken: usdc, oracle: usdc, irm: usdc, lltv: 1n },
          1n,
          0n,
          user,
          user,
        ],
      }),
      writeStep({ chainId: 8453, id: 'mint', label: 'Minting...', call: { to: vault, data: '0x' } }),
    ]);
    expect(plan.steps.map((s) => s.id)).toEqual(['switch-1', 'supply', 'switch-8453', 'mint']);
  });
});

/** A wallet that batches (EIP-5792): records each batch and answers its status from `outcome`. */
function batchingWallet(o: {
  atomic?: boolean;
  sendError?: unknown;
  outcomes?: TxBatchStatus[];
}): TxWalletBatch & { batches: unknown[][]; asked: string[] } {
  const batches: unknown[][] = [];
  const asked: string[] = [];
  const outcomes = [...(o.outcomes ?? [])];
  return {
    batches,
    asked,
    atomic: async () => {
      asked.push('wallet_getCapabilities');
      return o.atomic ?? true;
    },
    send: async ({ calls }) => {
      asked.push('wallet_sendCalls');
      if (o.sendError) throw o.sendError;
      batches.push(calls.map((c) => c.to));
      return 'batch-1';
    },
    status: async () => {
      asked.push('wallet_getCallsStatus');
      return (
        outcomes.shift() ?? {
          state: 'success',
          receipts: [
            { hash: HASH(101), status: 'success' },
            { hash: HASH(102), status: 'success' },
          ],
        }
      );
    },
  };
}

describe('runTransactionPlan with a wallet that batches (EIP-5792)', () => {
  it('sends approve + deposit as one batch after simulating them, follows it until confirmed, and reports both hashes', async () => {
    const world: World = { walletChain: 8453, allowance: 0n, sent: [], switches: [] };
    const wallet = batchingWallet({ outcomes: [{ state: 'pending', receipts: [] }] });
    const result = await runTransactionPlan(depositPlan(), { ...deps(world), batch: wallet });
    expect(world.sent).toEqual([]);
    expect(wallet.batches).toEqual([[usdc, vault]]);
    expect(wallet.asked).toEqual([
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCallsStatus',
    ]);
    expect(result.hashes).toEqual({ approve: HASH(101), deposit: HASH(102) });
    expect(result.lastHash).toBe(HASH(102));
    expect(result.steps.map((s) => [s.status, s.batched])).toEqual([
      ['skipped', undefined],
      ['done', true],
      ['done', true],
    ]);
  });

  it('gives every step the one transaction of a smart account batch', async () => {
    const world: World = { walletChain: 8453, allowance: 0n, sent: [], switches: [] };
    const wallet = batchingWallet({
      outcomes: [{ state: 'success', receipts: [{ hash: HASH(7), status: 'success' }] }],
    });
    const result = await runTransactionPlan(depositPlan(), { ...deps(world), batch: wallet });
    expect(result.hashes).toEqual({ approve: HASH(7), deposit: HASH(7) });
  });

  it('asks one by one, as without batching, when the wallet does not batch atomically on the chain', async () => {
    const world: World = { walletChain: 8453, allowance: 0n, sent: [], switches: [] };
    const wallet = batchingWallet({ atomic: false });
    const result = await runTransactionPlan(depositPlan(), { ...deps(world), batch: wallet });
    expect(wallet.asked).toEqual(['wallet_getCapabilities']);
    expect(world.sent.map((s) => s.to)).toEqual([usdc, vault]);
    expect(result.steps.map((s) => s.status)).toEqual(['skipped', 'done', 'done']);
  });

  it('falls back to one by one when the wallet turns the batch down as unsupported (EIP-5792 5760)', async () => {
    const world: World = { walletChain: 8453, allowance: 0n, sent: [], switches: [] };
    const wallet = batchingWallet({
      sendError: Object.assign(new Error('Atomicity not supported'), { code: 5760 }),
    });
    const result = await runTransactionPlan(depositPlan(), { ...deps(world), batch: wallet });
    expect(world.sent.map((s) => s.to)).toEqual([usdc, vault]);
    expect(result.steps.map((s) => [s.status, s.batched])).toEqual([
      ['skipped', undefined],
      ['done', false],
      ['done', false],
    ]);
  });

  it('keeps a rejection of the batch a cancellation, with nothing sent one by one after it', async () => {
    const world: World = { walletChain: 8453, allowance: 0n, sent: [], switches: [] };
    const wallet = batchingWallet({ sendError: Object.assign(new Error('User rejected'), { code: 4001 }) });
    const error = await runTransactionPlan(depositPlan(), { ...deps(world), batch: wallet }).catch((e) => e);
    expect(error.code).toBe(4001);
    expect(world.sent).toEqual([]);
  });

  it('reads a failed batch as failed: nothing applied, with the reverted transaction when the wallet names it', async () => {
    const world: World = { walletChain: 8453, allowance: 0n, sent: [], switches: [] };
    const wallet = batchingWallet({
      outcomes: [{ state: 'failure', receipts: [{ hash: HASH(9), status: 'reverted' }] }],
    });
    const seen: string[][] = [];
    const error = await runTransactionPlan(depositPlan(), { ...deps(world), batch: wallet }, (s) =>
      seen.push(s.map((x) => x.status)),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(TxBatchRevertedError);
    expect(error.message).toBe(
      'Transaction failed (reverted): Approving USDC and depositing USDC to Morpho did not go through; the wallet applied none of it, only the network fee was spent. Devnet transaction 0x00000000…00000009 (local chain, no public explorer)',
    );
    expect(error.hash).toBe(HASH(9));
    expect(seen.at(-1)).toEqual(['skipped', 'failed', 'failed']);
  });

  it('never batches what the simulation says would revert, nor a sequence the chain cannot simulate', async () => {
    const failing: World = { walletChain: 8453, allowance: 0n, batchFailsAt: 1, sent: [], switches: [] };
    const wallet = batchingWallet({});
    await expect(runTransactionPlan(depositPlan(), { ...deps(failing), batch: wallet })).rejects.toThrow(
      TxSimulationError,
    );
    expect(wallet.asked).toEqual([]);

    const blind: World = { walletChain: 8453, allowance: 0n, sent: [], switches: [] };
    const base = deps(blind);
    const client = base.client(8453);
    await runTransactionPlan(depositPlan(), {
      ...base,
      client: () => ({ ...client, simulateSequence: async () => undefined }),
      batch: wallet,
    });
    expect(wallet.asked).toEqual([]);
    expect(blind.sent.map((s) => s.to)).toEqual([usdc, vault]);
  });

  it('sends a lone deposit as a plain transaction when the allowance already covers it', async () => {
    const world: World = { walletChain: 8453, allowance: 5_000_000n, sent: [], switches: [] };
    const wallet = batchingWallet({});
    await runTransactionPlan(depositPlan(), { ...deps(world), batch: wallet });
    expect(wallet.asked).toEqual([]);
    expect(world.sent.map((s) => s.to)).toEqual([vault]);
  });
});

describe('transactionLink', () => {
  it('links to the explorer on mainnet and says devnet (no link) on the devnet', () => {
    expect(transactionLink(8453, HASH(1), 'mainnet').href).toBe(`https://basescan.org/tx/${HASH(1)}`);
    const devnet = transactionLink(8453, HASH(1), 'devnet');
    expect(devnet.href).toBeUndefined();
    expect(devnet.text).toMatch(/^Devnet transaction 0x00000000…00000001/);
  });
});
