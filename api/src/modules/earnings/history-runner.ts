// This instance's side of the kept earnings history: one read per wallet and chain at a time here (joined by every
// request that asks meanwhile), under the cluster-wide lease of history-store.ts, through one paced client per RPC
// URL, with each contract's first block remembered. Reads run past the request that started them: a wallet's first
// read of a long history goes on while the portfolio shows its progress.
import { randomUUID } from 'node:crypto';
import type { EarningsPosition } from '@fin/shared/domain/portfolio/earnings-events';
import type { Logger } from 'pino';
import type { Address, PublicClient } from 'viem';
import type { ChainClients } from '../../chains/chain-clients';
import { firstBlockWithCode, type HistoryReadOutcome, readHistory } from './history-reader';
import type { HistoryStore } from './history-store';
import { Pace, RangeSize } from './log-reader';
import { reorgDepth } from './reorg-depth';

export type HistoryRunnerOptions = {
  store: HistoryStore;
  chains: ChainClients;
  /** The widest eth_getLogs range tried. */
  chunkBlocks: number;
  rpcPerSecond: number;
  leaseMs: number;
  requestTimeoutMs: number;
  logger?: Pick<Logger, 'warn'>;
};

type ChainReader = { client: PublicClient; range: RangeSize };

export class HistoryRunner {
  /** This instance in the leases: another instance never mistakes its lease for its own. */
  readonly owner = randomUUID();
  readonly #running = new Map<string, { done: Promise<HistoryReadOutcome>; keys: Set<string> }>();
  readonly #readers = new Map<string, ChainReader>();
  readonly #codeStarts = new Map<string, Promise<number>>();

  constructor(private readonly opts: HistoryRunnerOptions) {}

  /** This instance's read of the wallet's chain up to `head`, started or joined; rejects when the chain fails. */
  read(
    chainId: number,
    wallet: Address,
    positions: readonly EarningsPosition[],
    head: number,
  ): Promise<HistoryReadOutcome> {
    const key = `${wallet.toLowerCase()}:${chainId}`;
    const now = this.#running.get(key);
    if (now && positions.every((p) => now.keys.has(p.key))) return now.done;
    // A position the running read does not cover (one opened since it began) is read right after it.
    if (now) return now.done.catch(() => undefined).then(() => this.read(chainId, wallet, positions, head));
    const reader = this.#reader(chainId);
    const running = readHistory({
      client: reader.client,
      range: reader.range,
      store: this.opts.store,
      chainId,
      wallet,
      positions,
      head,
      owner: this.owner,
      leaseMs: this.opts.leaseMs,
      reorgDepth: reorgDepth(chainId),
      codeStart: (client, id, address, at) => this.#codeStart(client, id, address, at),
    }).finally(() => this.#running.delete(key));
    this.#running.set(key, { done: running, keys: new Set(positions.map((p) => p.key)) });
    running.catch((err: Error) =>
      this.opts.logger?.warn({ chainId, err: err.message }, 'earnings history read failed'),
    );
    return running;
  }

  /** Every read this instance runs, finished (for a clean stop). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.#running.values()].map((r) => r.done));
  }

  #reader(chainId: number): ChainReader {
    const url = this.opts.chains.rpcUrl(chainId);
    let reader = this.#readers.get(url);
    if (!reader) {
      const pace = new Pace(this.opts.rpcPerSecond);
      reader = {
        // viem's own retries are off (a range the provider refuses is split, not sent again as is).
        client: this.opts.chains.publicClient(chainId, {
          timeoutMs: this.opts.requestTimeoutMs,
          beforeRequest: () => pace.take(),
          opensBreaker: false,
        }),
        range: new RangeSize(this.opts.chunkBlocks, this.opts.chunkBlocks),
      };
      this.#readers.set(url, reader);
    }
    return reader;
  }

  #codeStart(client: PublicClient, chainId: number, address: Address, head: number): Promise<number> {
    const key = `${chainId}:${address.toLowerCase()}`;
    let start = this.#codeStarts.get(key);
    if (!start) {
      start = firstBlockWithCode(client, address, head);
      this.#codeStarts.set(key, start);
      // A failed look-up is asked again next time rather than remembered.
      start.catch(() => this.#codeStarts.delete(key));
    }
    return start;
  }
}
