// What the transaction runner (tx-runner.ts) needs from the chains and the wallet, injected so the browser hook,
// headless callers and tests share one implementation; `chainClientFrom` adapts a viem public client.
import type { Address, Hash, PublicClient } from 'viem';
import { ERC20_DEPOSIT_ABI } from '../domain/deposit/abis';
import type { TxCall } from './tx-plan';
import type { TxWalletBatch } from './tx-runner-batch';

/** What the runner needs from one chain (read-only). `chainClientFrom` adapts a viem PublicClient. */
export type TxChainClient = {
  readAllowance(token: Address, owner: Address, spender: Address): Promise<bigint>;
  /** eth_estimateGas from the account: rejects with the revert when the transaction would fail. */
  estimateGas(account: Address, call: TxCall): Promise<bigint>;
  /**
   * Runs the calls one after another on the current state without sending them. Resolves with the first failing
   * call's index and error, or null when all succeed; resolves `undefined` when the chain cannot simulate a batch.
   */
  simulateSequence(
    account: Address,
    calls: readonly TxCall[],
  ): Promise<{ index: number; error: unknown } | null | undefined>;
  waitForReceipt(hash: Hash): Promise<{ status: 'success' | 'reverted' }>;
};

export type TxSendRequest = TxCall & { chainId: number; account: Address; gas: bigint };

export type TxRunnerDeps = {
  client(chainId: number): TxChainClient;
  /** The chain the wallet is on now. */
  walletChainId(): Promise<number> | number;
  /** Moves the wallet to `chainId` (the shared retry rule); resolves once it is there. */
  switchChain(chainId: number): Promise<void>;
  /** Asks the wallet to sign and send; resolves with the hash. */
  send(request: TxSendRequest): Promise<Hash>;
  profile: 'devnet' | 'mainnet';
  sleep?: (ms: number) => Promise<void>;
  /** The wallet's EIP-5792 batching; without it every transaction is its own prompt. */
  batch?: TxWalletBatch;
};

/** eth_simulateV1 is missing on some nodes: those answer 'method not found' and the runner relies on estimates. */
export function simulationUnsupported(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current && typeof current === 'object'; depth++) {
    const c = current as { code?: unknown; details?: unknown; message?: unknown; cause?: unknown };
    if (c.code === -32601 || c.code === -32602) return true;
    const text = `${typeof c.details === 'string' ? c.details : ''} ${typeof c.message === 'string' ? c.message : ''}`;
    if (/method not found|not supported|unsupported|does not exist|not available/i.test(text)) return true;
    current = c.cause;
  }
  return false;
}

/**
 * Adapts a viem public client (wagmi's getPublicClient, or createPublicClient in Node) to the runner. The client's
 * own methods are called, never `viem/actions` imported here: in the page, viem is shared once by Module
 * Federation while a `viem/actions` import would be compiled into each app, and that second copy's
 * waitForTransactionReceipt does not recognise the shared copy's 'receipt not found yet' error (instanceof across
 * copies) and failed a deposit whose receipt was one poll late.
 */
export function chainClientFrom(
  client: Pick<PublicClient, 'readContract' | 'estimateGas' | 'simulateCalls' | 'waitForTransactionReceipt'>,
): TxChainClient {
  return {
    readAllowance: (token, owner, spender) =>
      client.readContract({
        address: token,
        abi: ERC20_DEPOSIT_ABI,
        functionName: 'allowance',
        args: [owner, spender],
      }),
    estimateGas: (account, call) =>
      client.estimateGas({
        account,
        to: call.to,
        data: call.data,
        ...(call.value ? { value: call.value } : {}),
      }),
    simulateSequence: async (account, calls) => {
      try {
        const { results } = await client.simulateCalls({
          account,
          calls: calls.map((c) => ({ to: c.to, data: c.data, ...(c.value ? { value: c.value } : {}) })),
        });
        const index = results.findIndex((r) => r.status !== 'success');
        if (index < 0) return null;
        const result = results[index];
        return { index, error: result?.error ?? new Error('Execution reverted') };
      } catch (error) {
        if (simulationUnsupported(error)) return undefined;
        throw error;
      }
    },
    waitForReceipt: async (hash) => {
      const receipt = await client.waitForTransactionReceipt({ hash });
      return { status: receipt.status };
    },
  };
}
