// EIP-5792 in the devnet demo wallet, for real: `wallet_sendCalls` runs the calls in order on the devnet chain and,
// when one fails, reverts the chain to the snapshot taken before the first (anvil's evm_snapshot / evm_revert), so
// the batch is atomic; `wallet_getCallsStatus` answers from what happened. One prompt for the whole batch.
import { type Hex, numberToHex } from 'viem';
import { gasLimitFor } from './tx-plan';

type Call = { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
type Receipt = {
  status: Hex;
  transactionHash: Hex;
  blockHash: Hex;
  blockNumber: Hex;
  gasUsed: Hex;
  logs: unknown[];
};
type BatchResult = { chainId: number; status: 200 | 500; receipts: Receipt[] };

export type BatchDeps = {
  chainId: () => number;
  /** A JSON-RPC call to the current chain. */
  rpc: (method: string, params: unknown[]) => Promise<unknown>;
  send: (tx: Call) => Promise<Hex>;
  /** The wallet's address (estimates are made from it). */
  from: () => Hex;
};

const batches = new Map<string, BatchResult>();

async function receiptOf(deps: BatchDeps, hash: Hex): Promise<Receipt> {
  // Anvil mines each transaction at once; the receipt is there within a few polls.
  for (let i = 0; i < 100; i++) {
    const r = (await deps.rpc('eth_getTransactionReceipt', [hash])) as Receipt | null;
    if (r) return r;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`no receipt for ${hash}`);
}

/** Runs the batch atomically and returns its id (EIP-5792 v2: `{ id }`). */
export async function sendCalls(deps: BatchDeps, params: unknown): Promise<{ id: string }> {
  const request = (Array.isArray(params) ? params[0] : params) as
    | { chainId?: Hex; calls?: Call[] }
    | undefined;
  const chainId = deps.chainId();
  if (request?.chainId && Number(request.chainId) !== chainId)
    throw Object.assign(new Error('The batch is for another chain than the wallet is on'), { code: 4902 });
  const calls = request?.calls ?? [];
  if (calls.length === 0) throw Object.assign(new Error('wallet_sendCalls needs calls'), { code: -32602 });
  const snapshot = await deps.rpc('evm_snapshot', []);
  const receipts: Receipt[] = [];
  let status: 200 | 500 = 200;
  try {
    for (const call of calls) {
      // Each call is estimated once the one before it has landed (the deposit needs the approval), with the margin
      // the page's own transactions carry (tx-plan.ts: a pool's interest bookkeeping can outgrow a bare estimate).
      const from = deps.from();
      const estimate = BigInt((await deps.rpc('eth_estimateGas', [{ ...call, from }])) as Hex);
      const receipt = await receiptOf(
        deps,
        await deps.send({ ...call, gas: numberToHex(gasLimitFor(estimate)) }),
      );
      receipts.push(receipt);
      if (receipt.status !== '0x1') throw new Error('a call reverted');
    }
  } catch {
    status = 500;
    await deps.rpc('evm_revert', [snapshot]);
  }
  const id = `0x${crypto.randomUUID().replaceAll('-', '')}`;
  batches.set(id, { chainId, status, receipts: status === 200 ? receipts : [] });
  if (status === 500 && receipts.length === 0)
    throw Object.assign(new Error('The batch could not be sent'), { code: -32603 });
  return { id };
}

export function getCallsStatus(params: unknown) {
  const id = (Array.isArray(params) ? params[0] : params) as string;
  const batch = batches.get(id);
  if (!batch) throw Object.assign(new Error(`No batch ${id}`), { code: 5730 });
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(batch.chainId),
    atomic: true,
    status: batch.status,
    receipts: batch.receipts,
  };
}

/** Atomic batching on every devnet chain, unless a test turned it off. */
export function capabilities(chainIds: readonly number[], batching: boolean) {
  return Object.fromEntries(
    chainIds.map((id) => [numberToHex(id), { atomic: { status: batching ? 'supported' : 'unsupported' } }]),
  );
}
