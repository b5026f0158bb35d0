// The CCTP approve + burn batch is simulated as one sequence before the wallet is asked, by the runner's own check.
import { type Address, encodeFunctionData, type Hash, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { usdcAbi } from '../cctp/domain/abis';
import type { TxCall } from './tx-plan';
import type { TxBatchStatus, TxWalletBatch } from './tx-runner-batch';
import { type BatchCall, batchSender } from './wallet-batch';

const ACCOUNT = '0x00000000000000000000000000000000000000f1' as Address;
const BASE = 8453;
const HASHES = [`0x${'a'.repeat(64)}`, `0x${'b'.repeat(64)}`] as Hash[];

const CALLS: BatchCall[] = [
  {
    to: '0x00000000000000000000000000000000000000aa',
    data: encodeFunctionData({ abi: usdcAbi, functionName: 'approve', args: [ACCOUNT, 1_000_000n] }),
    label: 'Approve USDC',
    abi: usdcAbi,
  },
  { to: '0x00000000000000000000000000000000000000bb', data: '0x8e0250ee' as Hex, label: 'Burn USDC' },
];

/** What the wallet and the chain were asked, in order; `simulation` is what the chain's eth_simulateV1 answers. */
function setup(simulation: { index: number; error: unknown } | null | undefined) {
  const asked: string[] = [];
  const simulated: TxCall[][] = [];
  const settled: TxBatchStatus = {
    state: 'success',
    receipts: HASHES.map((hash) => ({ hash, status: 'success' as const })),
  };
  const batch: TxWalletBatch = {
    atomic: async () => true,
    send: async () => {
      asked.push('wallet_sendCalls');
      return 'batch-1';
    },
    status: async () => settled,
  };
  const send = batchSender({
    batch,
    client: () => ({
      simulateSequence: async (_account, calls) => {
        asked.push('eth_simulateV1');
        simulated.push([...calls]);
        return simulation;
      },
    }),
    account: ACCOUNT,
    switchChain: async () => {
      asked.push('switch');
    },
    sleep: async () => {},
  });
  return { send, asked, simulated };
}

describe('the approve + burn batch', () => {
  it('is simulated as one sequence, then sent as one prompt', async () => {
    const { send, asked, simulated } = setup(null);
    await expect(send(BASE, CALLS)).resolves.toEqual(HASHES);
    expect(asked).toEqual(['eth_simulateV1', 'switch', 'wallet_sendCalls']);
    expect(simulated[0]?.map((c) => c.to)).toEqual(CALLS.map((c) => c.to));
  });

  it('whose burn would fail asks the wallet nothing and names the burn', async () => {
    const { send, asked } = setup({ index: 1, error: new Error('execution reverted: Insufficient balance') });
    await expect(send(BASE, CALLS)).rejects.toThrow(
      /^Burn USDC would fail: .*Insufficient balance.*\. Nothing was sent\.$/,
    );
    expect(asked).toEqual(['eth_simulateV1']);
  });

  it('goes step by step (null) on a chain that cannot simulate a sequence', async () => {
    const { send, asked } = setup(undefined);
    await expect(send(BASE, CALLS)).resolves.toBeNull();
    expect(asked).toEqual(['eth_simulateV1']);
  });
});
