import type { Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { capabilities, getCallsStatus, sendCalls } from './demo-wallet-batch';

/** A chain stand-in that records what the wallet asked of it: transactions in order, snapshots and reverts. */
function chain(failAt: number | null) {
  const asked: string[] = [];
  const sentGas: (Hex | undefined)[] = [];
  let sent = 0;
  return {
    asked,
    sentGas,
    deps: {
      chainId: () => 8453,
      rpc: async (method: string, params: unknown[]) => {
        asked.push(method === 'evm_revert' ? `${method}(${params[0]})` : method);
        if (method === 'evm_snapshot') return '0x7';
        if (method === 'eth_estimateGas') return '0x5208';
        if (method === 'eth_getTransactionReceipt') {
          const hash = params[0] as Hex;
          return { status: hash.endsWith(String(failAt)) ? '0x0' : '0x1', transactionHash: hash, logs: [] };
        }
        return true;
      },
      from: () => '0x00000000000000000000000000000000000000f1' as Hex,
      send: async (call: { to?: Hex; gas?: Hex }) => {
        asked.push(`send ${call.to}`);
        sentGas.push(call.gas);
        return `0x${'0'.repeat(63)}${sent++}` as Hex;
      },
    },
  };
}

const CALLS = [{ to: '0xaa' as Hex }, { to: '0xbb' as Hex }];

describe('the demo wallet batch (EIP-5792)', () => {
  it('sends the calls in order after a snapshot, and reports both receipts', async () => {
    const c = chain(null);
    const { id } = await sendCalls(c.deps, [{ chainId: '0x2105', calls: CALLS }]);
    expect(c.asked.filter((a) => !a.startsWith('eth_'))).toEqual(['evm_snapshot', 'send 0xaa', 'send 0xbb']);
    const status = getCallsStatus([id]);
    expect(status.status).toBe(200);
    expect(status.atomic).toBe(true);
    expect(status.receipts.map((r) => r.transactionHash)).toHaveLength(2);
    // Each call carries its own estimate plus the page's margin (21,000 → 21,000 + 20% + 50,000 = 75,200).
    expect(c.sentGas).toEqual(['0x125c0', '0x125c0']);
  });

  it('reverts the chain to the snapshot when a call fails, so nothing in the batch stays', async () => {
    const c = chain(1);
    const { id } = await sendCalls(c.deps, [{ chainId: '0x2105', calls: CALLS }]);
    expect(c.asked).toContain('evm_revert(0x7)');
    expect(getCallsStatus([id])).toMatchObject({ status: 500, receipts: [] });
  });

  it('refuses a batch for another chain, and reports atomic batching only when it is on', async () => {
    await expect(sendCalls(chain(null).deps, [{ chainId: '0x1', calls: CALLS }])).rejects.toThrow(
      /another chain/,
    );
    expect(capabilities([8453], true)).toEqual({ '0x2105': { atomic: { status: 'supported' } } });
    expect(capabilities([8453], false)).toEqual({ '0x2105': { atomic: { status: 'unsupported' } } });
  });
});
