// Reads chain state for the services: single eth_calls and Multicall3 aggregate3 batches, one JSON-RPC request per
// batch, with a hard deadline per call so one slow node never holds a response hostage.
import { getChainName } from '@fin/shared/domain/chains';
import { MULTICALL3 } from '@fin/shared/domain/contracts';
import {
  type Address,
  createPublicClient,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem';
import type { RpcDirectory } from './rpc-directory';

const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
]);

export type Call = { target: Address; callData: Hex };
export type CallResult = { success: boolean; returnData: Hex };

export type ChainErrorCode = 'TIMEOUT' | 'RPC_UNAVAILABLE' | 'RPC_NOT_CONFIGURED' | 'RPC_ERROR';

export class ChainReadError extends Error {
  override name = 'ChainReadError';
  constructor(
    readonly chainId: number,
    readonly code: ChainErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The subset of chain access the services use; tests about HTTP behaviour may pass a fake. */
export interface ChainReader {
  /** One aggregate3 request; returns each call's result plus the block it was read at. */
  aggregate(chainId: number, calls: readonly Call[]): Promise<{ results: CallResult[]; blockNumber: bigint }>;
  blockNumber(chainId: number): Promise<bigint>;
}

function classify(chainId: number, err: unknown, timeoutMs: number): ChainReadError {
  if (err instanceof ChainReadError) return err;
  const name = (err as Error)?.name ?? '';
  const text = `${(err as Error)?.message ?? err}`;
  const chain = getChainName(chainId);
  if (name === 'TimeoutError' || /timed? ?out/i.test(text)) {
    return new ChainReadError(chainId, 'TIMEOUT', `${chain} did not answer within ${timeoutMs} ms`);
  }
  if (name === 'HttpRequestError' || /fetch failed|ECONNREFUSED|ECONNRESET|socket/i.test(text)) {
    return new ChainReadError(chainId, 'RPC_UNAVAILABLE', `${chain} RPC node is unreachable`);
  }
  return new ChainReadError(
    chainId,
    'RPC_ERROR',
    `${chain} RPC call failed: ${text.split('\n')[0]?.slice(0, 200)}`,
  );
}

export class RpcChainReader implements ChainReader {
  readonly #clients = new Map<string, PublicClient>();

  constructor(
    private readonly directory: RpcDirectory,
    private readonly timeoutMs: number,
  ) {}

  #client(chainId: number): PublicClient {
    const url = this.directory.rpcUrl(chainId);
    if (!url) {
      throw new ChainReadError(
        chainId,
        'RPC_NOT_CONFIGURED',
        `${getChainName(chainId)}: ${this.directory.missingReason()}`,
      );
    }
    let client = this.#clients.get(url);
    if (!client) {
      client = createPublicClient({
        transport: http(url, { timeout: this.timeoutMs, retryCount: 0 }),
        cacheTime: 0,
      });
      this.#clients.set(url, client);
    }
    return client;
  }

  async #withDeadline<T>(chainId: number, work: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new ChainReadError(
              chainId,
              'TIMEOUT',
              `${getChainName(chainId)} did not answer within ${this.timeoutMs} ms`,
            ),
          ),
        this.timeoutMs,
      );
    });
    try {
      return await Promise.race([work(), deadline]);
    } catch (err) {
      throw classify(chainId, err, this.timeoutMs);
    } finally {
      clearTimeout(timer);
    }
  }

  aggregate(chainId: number, calls: readonly Call[]) {
    return this.#withDeadline(chainId, async () => {
      const client = this.#client(chainId);
      // The block number rides along as the first call, so the whole read stays one request.
      const all = [
        {
          target: MULTICALL3,
          allowFailure: false,
          callData: encodeFunctionData({ abi: multicall3Abi, functionName: 'getBlockNumber' }),
        },
        ...calls.map((c) => ({ target: c.target, allowFailure: true, callData: c.callData })),
      ];
      const { data } = await client.call({
        to: MULTICALL3,
        data: encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [all] }),
      });
      if (!data)
        throw new ChainReadError(
          chainId,
          'RPC_ERROR',
          `${getChainName(chainId)}: Multicall3 returned no data`,
        );
      const [head, ...results] = decodeFunctionResult({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        data,
      });
      const blockNumber = head
        ? decodeFunctionResult({ abi: multicall3Abi, functionName: 'getBlockNumber', data: head.returnData })
        : 0n;
      return { results: results.map((r) => ({ success: r.success, returnData: r.returnData })), blockNumber };
    });
  }

  blockNumber(chainId: number) {
    return this.#withDeadline(chainId, () => this.#client(chainId).getBlockNumber({ cacheTime: 0 }));
  }
}
