// Earnings per position of a wallet: the portfolio's positions, the flows the protocols' own events show for them
// over each position's whole history (read once and kept in the database, then only the new blocks: see
// history-reader.ts; a first read runs in the background and the answer says how far it got), and the
// accounting of shared/src/domain/portfolio/earnings.ts. One computation per wallet is kept for a short while in the
// cache every API instance shares (the database), so the portfolio rows, the CSV and the chat show the same figures
// whichever instance answers, and a Refresh on one is what the others serve next.
import { withDeadline } from '@fin/shared/api/deadline';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { fixedPriceUsd } from '@fin/shared/domain/money/prices';
import { getAsset } from '@fin/shared/domain/money/tokens';
import { positionEarnings, totalEarned, type ValueSample } from '@fin/shared/domain/portfolio/earnings';
import { type EarningsPosition, earningsPosition } from '@fin/shared/domain/portfolio/earnings-events';
import { balanceEntryKey } from '@fin/shared/domain/portfolio/rows';
import type { EarningsResponse, PositionEarningsRow } from '@fin/shared/schemas/earnings';
import type { EarningsLedger } from '@fin/shared/schemas/earnings-ledger';
import type { ChainError } from '@fin/shared/schemas/portfolio';
import type { Address, PublicClient } from 'viem';
import type { SwrCache } from '../../cache/swr';
import type { ChainClients } from '../../chains/chain-clients';
import type { PortfolioService } from '../portfolio/service';
import { readValueSamples } from './adapter';
import type { HistoryRunner } from './history-runner';
import type { Cursor, HistoryStore, StoredFlow } from './history-store';
import { chainLedger } from './ledger';

export type EarningsOptions = {
  portfolio: Pick<PortfolioService, 'portfolio'>;
  chains: ChainClients;
  /** The kept history every instance shares, and this instance's reads of it. */
  store: HistoryStore;
  runner: HistoryRunner;
  /** Value-chart samples per position. */
  samplePoints: number;
  /** How long a request waits for a first read before answering with what is read so far (and its progress). */
  firstReadWaitMs: number;
  /** The cluster's shared cache (deps.cache): one computation per wallet for every instance. */
  cache: Pick<SwrCache, 'get'>;
  /** How long one wallet's computation is served before the chains are read again. */
  ttlMs: number;
  /** Deadline of one chain's read of the blocks since the last one, and of its value samples. */
  chainTimeoutMs: number;
  now?: () => Date;
};

/** Where one wallet's figures sit in the shared cache; the retention sweep drops those a day old. */
export const EARNINGS_CACHE_PREFIX = 'earnings:';
/** The shared cache's key of one wallet's figures (lower-case, so a checksummed address finds the same). */
const earningsCacheKey = (address: string) => `${EARNINGS_CACHE_PREFIX}${address.toLowerCase()}`;

export class EarningsService {
  constructor(private readonly opts: EarningsOptions) {}

  #now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /**
   * The wallet's earnings from the cluster's cached computation; past the TTL the cached one is served while one
   * instance reads the chains again; `refresh` waits for a new read (a failed read is never stored). While a first
   * read of the history runs, every request computes afresh so its progress moves.
   */
  async earnings(address: Address, { refresh = false, atOnce = false } = {}): Promise<EarningsResponse> {
    const key = earningsCacheKey(address);
    const compute = () => this.#compute(address, atOnce ? 0 : this.opts.firstReadWaitMs);
    let result = await this.opts.cache.get(key, compute, { ttlMs: this.opts.ttlMs, force: refresh });
    if (result.cached && result.value.history.some((h) => h.status === 'reading')) {
      result = await this.opts.cache.get(key, compute, { ttlMs: this.opts.ttlMs, force: true });
    }
    return result.value;
  }

  /** How far each of the wallet's positions has been read (the kept cursors, as every instance sees them). */
  cursorsOf(address: Address): Promise<Cursor[]> {
    return this.opts.store.cursors(address.toLowerCase());
  }

  /**
   * The accountant's ledger (ledger.ts) from the kept history: every position with kept flows or a balance now,
   * closed ones included. Partial (`complete: false`) while a chain's first read runs.
   */
  async ledger(address: Address): Promise<EarningsLedger> {
    const wallet = address.toLowerCase();
    const [portfolio, cursors] = await Promise.all([
      this.opts.portfolio.portfolio(address, { includeZero: true }),
      this.opts.store.cursors(wallet),
    ]);
    const kept = new Set(cursors.map((c) => c.positionKey));
    const byChain = new Map<number, EarningsPosition[]>();
    for (const entry of portfolio.entries) {
      const position = earningsPosition(entry, address);
      if (!position || (BigInt(entry.rawBalance) === 0n && !kept.has(position.key))) continue;
      byChain.set(entry.chainId, [...(byChain.get(entry.chainId) ?? []), position]);
    }
    const flows = await this.opts.store.flows(wallet, [...kept]);
    const parts = await Promise.all(
      [...byChain].map(async ([chainId, positions]) => {
        const client = this.#client(chainId);
        const block = portfolio.chains.find((c) => c.chainId === chainId)?.blockNumber;
        const head = block ? Number(block) : Number(await client.getBlockNumber());
        const own = cursors.filter((c) => c.chainId === chainId);
        return chainLedger(address, { chainId, positions, head, client }, flows, own);
      }),
    );
    return {
      address,
      complete: parts.every((p) => p.complete),
      positions: parts.flatMap((p) => p.positions),
      flows: parts.flatMap((p) => p.flows).sort((a, b) => a.timestamp - b.timestamp),
      months: parts.flatMap((p) => p.months),
      computedAt: this.#now().toISOString(),
    };
  }

  /** Every history read this instance runs, finished (for a clean stop). */
  settle(): Promise<void> {
    return this.opts.runner.settle();
  }

  async #compute(address: Address, firstReadWaitMs: number): Promise<EarningsResponse> {
    const portfolio = await this.opts.portfolio.portfolio(address, { includeZero: false });
    const byChain = new Map<number, EarningsPosition[]>();
    for (const entry of portfolio.entries) {
      const position = earningsPosition(entry, address);
      if (!position) continue;
      byChain.set(entry.chainId, [...(byChain.get(entry.chainId) ?? []), position]);
    }
    const chains = await Promise.all(
      [...byChain].map(async ([chainId, positions]) => {
        const block = portfolio.chains.find((c) => c.chainId === chainId)?.blockNumber;
        try {
          const head = block ? Number(block) : Number(await this.#client(chainId).getBlockNumber());
          return await this.#chain(address, chainId, positions, head, firstReadWaitMs);
        } catch (err) {
          const failed: ChainOutcome = { chainId, rows: [], error: (err as Error).message };
          return failed;
        }
      }),
    );
    const rows = chains.flatMap((c) => c.rows);
    const errors: ChainError[] = chains.flatMap((c) => {
      if (c.error === undefined) return [];
      const chainName = getChainName(c.chainId);
      return [
        {
          chainId: c.chainId,
          chainName,
          code: 'RPC_ERROR',
          message: `${chainName}: ${c.error.split('\n')[0]}`,
        },
      ];
    });
    // In the portfolio's order: the biggest holdings first.
    const order = new Map(portfolio.entries.map((e, i) => [balanceEntryKey(e), i] as const));
    rows.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
    // A position whose history is still being read has no earned figure yet: its money in is not all known.
    const total = totalEarned(rows.filter((r) => !r.partial));
    const byId = <T extends { chainId: number }>(a: T, b: T) => a.chainId - b.chainId;
    return {
      address,
      positions: rows,
      ...(total === undefined ? {} : { totalEarnedUSD: total }),
      ranges: chains.flatMap((c) => (c.range ? [c.range] : [])).sort(byId),
      history: chains.flatMap((c) => (c.history ? [c.history] : [])).sort(byId),
      errors: [...portfolio.errors, ...errors],
      computedAt: this.#now().toISOString(),
    };
  }

  /**
   * One chain: its history read up to `head` (a first read is waited for briefly and goes on in the background),
   * then the rows from the kept flows, each position's value now and its chart.
   */
  async #chain(
    address: Address,
    chainId: number,
    positions: EarningsPosition[],
    head: number,
    firstReadWaitMs: number,
  ): Promise<ChainOutcome> {
    const wallet = address.toLowerCase();
    const known = new Map((await this.opts.store.cursors(wallet, chainId)).map((c) => [c.positionKey, c]));
    const firstRead = positions.some((p) => !known.get(p.key)?.complete);
    let error: string | undefined;
    const read = this.opts.runner.read(chainId, address, positions, head).catch((err: Error) => {
      error = err.message;
    });
    const waitMs = firstRead ? firstReadWaitMs : this.opts.chainTimeoutMs;
    await Promise.race([read, new Promise((done) => setTimeout(done, waitMs).unref())]);
    const cursors = new Map((await this.opts.store.cursors(wallet, chainId)).map((c) => [c.positionKey, c]));
    const flows = await this.opts.store.flows(
      wallet,
      positions.map((p) => p.key),
    );
    const firstFlow = new Map<string, number>();
    for (const f of flows) if (!firstFlow.has(f.positionKey)) firstFlow.set(f.positionKey, f.blockNumber);
    const values = await withDeadline(this.opts.chainTimeoutMs, `${getChainName(chainId)} values`, () =>
      readValueSamples(
        this.#client(chainId),
        chainId,
        address,
        firstFlow,
        flows.map((f) => f.blockNumber),
        head,
        this.opts.samplePoints,
      ),
    );
    const rows = positions.map((position) =>
      toRow(position, flows, cursors.get(position.key), values.samples.get(position.key) ?? [], values.now),
    );
    const history = progressOf(
      chainId,
      positions.map((p) => cursors.get(p.key)),
      head,
    );
    const startBlock = Math.min(head, ...[...cursors.values()].map((c) => c.startBlock));
    return { chainId, rows, error, history, range: { chainId, fromBlock: startBlock, toBlock: head } };
  }

  #client(chainId: number): PublicClient {
    // Batched: the many small getLogs and past-state calls of one scan go out as few HTTP requests.
    return this.opts.chains.publicClient(chainId, {
      timeoutMs: this.opts.chainTimeoutMs,
      retryCount: 1,
      batchSize: 50,
    });
  }
}

type ChainOutcome = {
  chainId: number;
  rows: PositionEarningsRow[];
  error?: string | undefined;
  history?: EarningsResponse['history'][number];
  range?: EarningsResponse['ranges'][number];
};

/** How far the chain's first read has gone: blocks read over blocks to read, over all its positions. */
function progressOf(chainId: number, asked: readonly (Cursor | undefined)[], head: number) {
  let read = 0;
  let total = 0;
  // A position with no cursor yet has not been started: the chain is still reading.
  const cursors = asked.filter((c): c is Cursor => c !== undefined);
  for (const c of cursors) {
    const target = Math.max(c.targetBlock, c.readTo);
    total += Math.max(1, target - c.startBlock + 1);
    read += Math.max(0, Math.min(c.readTo, target) - c.startBlock + 1);
  }
  const complete = asked.length > 0 && asked.every((c) => c?.complete === true);
  return {
    chainId,
    chainName: getChainName(chainId),
    status: complete ? ('complete' as const) : ('reading' as const),
    progress: complete ? 1 : total === 0 ? 0 : Math.min(0.999, read / total),
    readTo: cursors.length ? Math.min(...cursors.map((c) => c.readTo)) : 0,
    headBlock: head,
  };
}

function toRow(
  position: EarningsPosition,
  flows: readonly StoredFlow[],
  cursor: Cursor | undefined,
  samples: ValueSample[],
  now: number,
): PositionEarningsRow {
  const { entry } = position;
  const underlying = entry.asset.underlyingAsset ?? entry.asset.symbol;
  return {
    key: position.key,
    chainId: entry.chainId,
    chainName: entry.chainName,
    symbol: entry.asset.symbol,
    protocol: entry.asset.protocol ?? '',
    earnings: positionEarnings({
      flows: flows.filter((f) => f.positionKey === position.key),
      valueNowRaw: BigInt(entry.rawBalance),
      now,
      decimals: getAsset(underlying)?.decimals ?? entry.asset.decimals,
      priceUsd: fixedPriceUsd(underlying) ?? 1,
      fromBlock: cursor?.startBlock ?? 0,
      // The history is read from the first block of the position's contracts: nothing was held before it.
      heldBeforeRange: false,
      samples,
    }),
    ...(cursor?.complete ? {} : { partial: true }),
  };
}
