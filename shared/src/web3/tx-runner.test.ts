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
  TxRevertedError,
  TxSimulationError,
  writeStep,
} from './tx-plan';
import { runTransactionPlan, type TxChainClient, type TxRunnerDeps } from './tx-runner';

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

describe('transactionLink', () => {
  it('links to the explorer on mainnet and says devnet (no link) on the devnet', () => {
    expect(transactionLink(8453, HASH(1), 'mainnet').href).toBe(`https://basescan.org/tx/${HASH(1)}`);
    const devnet = transactionLink(8453, HASH(1), 'devnet');
    expect(devnet.href).toBeUndefined();
    expect(devnet.text).toMatch(/^Devnet transaction 0x00000000…00000001/);
  });
});
