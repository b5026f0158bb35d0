// The one place the API makes viem clients for the six chains. Every request goes through the chain's circuit
// breaker: a chain that timed out is skipped at once for every module (chat, earnings, grants, sign-in...), not
// only for the portfolio's reads, and a timeout anywhere opens it. Modules say only how long they wait, how often
// viem retries, and whether small calls go out batched.
import { getChain } from '@fin/shared/domain/chains/chains';
import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  http,
  type PublicClient,
  publicActions,
  type Transport,
} from 'viem';
import { ChainReadError } from './chain-reader';
import type { RpcDirectory } from './rpc-directory';

export type ClientOptions = {
  /** How long one JSON-RPC request may take. */
  timeoutMs: number;
  /** viem's retries of a failed request (0: the caller decides). */
  retryCount?: number;
  /** Small calls made together go out as one HTTP request of at most this many. */
  batchSize?: number;
  /** Waited for before each request (a scan's pace). */
  beforeRequest?: () => Promise<void>;
  /**
   * false: this client's timeouts do not open the breaker (a history scan's wide log reads may time out where the
   * chain answers everyone else); it is still refused while the breaker is open.
   */
  opensBreaker?: boolean;
};

/** What the breaker offers: run a chain's request unless the chain is skipped, and note its timeouts. */
export type ChainGuard = {
  through<T>(chainId: number, work: () => Promise<T>, opts?: { opensOnTimeout: boolean }): Promise<T>;
};

const NO_GUARD: ChainGuard = { through: (_chainId, work) => work() };

/** A viem chain for one of the six, at this RPC URL (wallet clients and x402's signers need one). */
function chainAt(chainId: number, rpcUrl: string): Chain {
  const known = getChain(chainId);
  return defineChain({
    id: chainId,
    name: known?.name ?? `chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** The transport every client uses: viem's http, through the breaker. */
function guardedTransport(chainId: number, url: string, opts: ClientOptions, guard: ChainGuard): Transport {
  const inner = http(url, {
    timeout: opts.timeoutMs,
    retryCount: 0,
    ...(opts.batchSize ? { batch: { batchSize: opts.batchSize } } : {}),
  })({});
  return custom(
    {
      async request(args) {
        await opts.beforeRequest?.();
        return guard.through(chainId, () => inner.request(args), {
          opensOnTimeout: opts.opensBreaker ?? true,
        });
      },
    },
    { retryCount: opts.retryCount ?? 0 },
  );
}

export class ChainClients {
  readonly #clients = new Map<string, PublicClient>();

  constructor(
    private readonly rpc: Pick<RpcDirectory, 'rpcUrl' | 'missingReason'>,
    private readonly guard: ChainGuard = NO_GUARD,
  ) {}

  /** The chain's RPC URL, or an error naming the chain and why it has none. */
  rpcUrl(chainId: number): string {
    const url = this.rpc.rpcUrl(chainId);
    if (!url) {
      throw new ChainReadError(
        chainId,
        'RPC_NOT_CONFIGURED',
        `${getChain(chainId)?.name ?? `chain ${chainId}`}: ${this.rpc.missingReason()}`,
      );
    }
    return url;
  }

  /**
   * A client that reads the chain. cacheTime 0: a block or a burn made a second ago must be seen (viem keeps the
   * block number for 4 s by default). Kept per URL and options, so a devnet restarted on other ports gets new ones.
   */
  publicClient(chainId: number, opts: ClientOptions): PublicClient {
    const url = this.rpcUrl(chainId);
    const key = `${chainId} ${url} ${opts.timeoutMs} ${opts.retryCount ?? 0} ${opts.batchSize ?? 0}`;
    // A paced client is the scan's own: its pace is not shared with anyone else's.
    if (opts.beforeRequest) return this.#makePublic(chainId, url, opts);
    let client = this.#clients.get(key);
    if (!client) {
      client = this.#makePublic(chainId, url, opts);
      this.#clients.set(key, client);
    }
    return client;
  }

  /** A client that signs and sends as `account`, and reads through the same transport. */
  walletClient(chainId: number, account: Account, opts: ClientOptions) {
    const url = this.rpcUrl(chainId);
    return createWalletClient({
      account,
      chain: chainAt(chainId, url),
      transport: guardedTransport(chainId, url, opts, this.guard),
      cacheTime: 0,
    }).extend(publicActions);
  }

  #makePublic(chainId: number, url: string, opts: ClientOptions): PublicClient {
    return createPublicClient({
      chain: chainAt(chainId, url),
      transport: guardedTransport(chainId, url, opts, this.guard),
      cacheTime: 0,
    }) as PublicClient;
  }
}
