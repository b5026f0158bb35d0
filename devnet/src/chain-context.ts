// What deploy and seed steps need to act on one chain: viem clients and a transaction helper that sends
// from anvil's unlocked accounts and fails loudly with the revert reason.
import {
  type Abi,
  type Address,
  type BaseError,
  type ContractFunctionArgs,
  type ContractFunctionName,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  type TestClient,
} from 'viem';
import { runtimeCode } from './artifacts';
import type { DeployableContract } from './contracts-source';

export type ChainContext = {
  chainId: number;
  name: string;
  domain: number;
  rpcUrl: string;
  publicClient: PublicClient;
  testClient: TestClient<'anvil'>;
};

export function createChainContext(chain: { chainId: number; name: string; domain: number; rpcUrl: string }) {
  const transport = http(chain.rpcUrl, { batch: false, retryCount: 0 });
  const publicClient = createPublicClient({ transport, cacheTime: 0, pollingInterval: 50 }) as PublicClient;
  const testClient = createTestClient({ mode: 'anvil', transport, cacheTime: 0 });
  return { ...chain, publicClient, testClient } satisfies ChainContext;
}

/** Places a contract's runtime code at `address` (its constructor never runs; call its initializer next). */
export async function placeCode(
  ctx: ChainContext,
  address: Address,
  name: DeployableContract,
): Promise<void> {
  await ctx.testClient.setCode({ address, bytecode: runtimeCode(name) });
}

const SEED_GAS = 5_000_000n;

/** Sends a contract call from an unlocked anvil account and waits for it; throws with the revert reason. */
export async function send<
  const abi extends Abi,
  name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>,
>(ctx: ChainContext, from: Address, to: Address, abi: abi, functionName: name, args: args): Promise<Hex> {
  const data = encodeFunctionData({ abi, functionName, args } as never);
  const tx = { from, to, data, gas: `0x${SEED_GAS.toString(16)}` as Hex };
  const hash = (await ctx.testClient.request({
    method: 'eth_sendTransaction',
    params: [tx],
  } as never)) as Hex;
  const receipt = await receiptOf(ctx, hash);
  if (receipt.status !== 'success') {
    throw new Error(
      `${ctx.name}: ${String(functionName)} on ${to} reverted: ${await revertReason(ctx, tx, receipt.blockNumber)}`,
    );
  }
  return hash;
}

/** Automine includes the transaction at once, but its receipt can lag the RPC answer by a moment. */
async function receiptOf(ctx: ChainContext, hash: Hex) {
  for (let attempt = 0; ; attempt++) {
    const receipt = await ctx.publicClient.getTransactionReceipt({ hash }).catch(() => undefined);
    if (receipt) return receipt;
    if (attempt > 400) throw new Error(`${ctx.name}: transaction ${hash} was not mined within 2 s`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function revertReason(
  ctx: ChainContext,
  tx: { from: Address; to: Address; data: Hex },
  blockNumber: bigint,
): Promise<string> {
  try {
    await ctx.publicClient.call({
      account: tx.from,
      to: tx.to,
      data: tx.data,
      blockNumber: blockNumber - 1n,
    });
    return 'unknown reason';
  } catch (err) {
    return (err as BaseError).shortMessage ?? (err as Error).message.split('\n')[0] ?? 'unknown reason';
  }
}
