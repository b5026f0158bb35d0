// Reads chain state for the services: single eth_calls and Multicall3 aggregate3 batches, one JSON-RPC request per
// batch, with a hard deadline per call so one slow node never holds a response hostage.
import { DeadlineError, withDeadline } from '@fin/shared/api/deadline';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { MULTICALL3 } from '@fin/shared/domain/chains/contracts';
import {
  blockNumberCall,
  decodeAggregate3,
  decodeBlockNumber,
  encodeAggregate3,
  type ReadCall,
  type ReadResult,
} from '@fin/shared/domain/chains/multicall3';
import { createPublicClient, http, type PublicClient } from 'viem';
import type { RpcDirectory } from './rpc-directory';

export type Call = ReadCall;
export type CallResult = ReadResult;

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
  if (err instanceof DeadlineError || name === 'TimeoutError' || /timed? ?out/i.test(text)) {
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
    try {
      return await withDeadline(this.timeoutMs, getChainName(chainId), work);
    } catch (err) {
      throw classify(chainId, err, this.timeoutMs);
    }
  }

  aggregate(chainId: number, calls: readonly Call[]) {
    return this.#withDeadline(chainId, async () => {
      const client = this.#client(chainId);
      // The block number rides along as the first call, so the whole read stays one request.
      const { data } = await client.call({
        to: MULTICALL3,
        data: encodeAggregate3([blockNumberCall, ...calls]),
      });
      if (!data)
        throw new ChainReadError(
          chainId,
          'RPC_ERROR',
          `${getChainName(chainId)}: Multicall3 returned no data`,
        );
      const [head, ...results] = decodeAggregate3(data);
      return { results, blockNumber: decodeBlockNumber(head) };
    });
  }

  blockNumber(chainId: number) {
    return this.#withDeadline(chainId, () => this.#client(chainId).getBlockNumber({ cacheTime: 0 }));
  }
}
