// eth_getLogs within what the RPC provider accepts. Providers cap a request's block range (often 2,000 or 10,000
// blocks) or the logs it returns (10,000 at Alchemy and Infura), each with its own error text. The split follows
// @ponder/utils' getLogsRetryHelper, which knows those texts and the range each suggests (kept up by Ponder, an
// indexer that meets them daily): chosen over writing our own list, and over running Ponder itself, which is a whole
// indexer with its own database and process model. A range the provider refuses is split as it says and the read
// carries on; the size that worked is remembered for the next ranges, and grows back after a run of successes.
// Every request of a history read goes through one pace per RPC URL, so a wallet's first read stays under the rate
// the provider allows (EARNINGS_RPC_PER_SECOND).

import type { FlowQuery } from '@fin/shared/domain/portfolio/earnings-events';
import { getLogsRetryHelper } from '@ponder/utils';
import { type Address, type Hex, type Log, numberToHex, type PublicClient, type RpcError } from 'viem';

/** Requests at most `perSecond` a second, evenly spaced: each caller waits for its own slot. */
export class Pace {
  #next = 0;
  constructor(private readonly perSecond: number) {}

  async take(): Promise<void> {
    const gap = 1000 / this.perSecond;
    const now = performance.now();
    const slot = Math.max(now, this.#next);
    this.#next = slot + gap;
    if (slot > now) await new Promise((done) => setTimeout(done, slot - now));
  }
}

/** The range size the provider accepted last, shared by every query of one chain's read. */
export class RangeSize {
  #ok = 0;
  /** A range of this size was accepted: reads may plan by it (see probeRange). */
  proven = false;
  constructor(
    public blocks: number,
    private readonly max: number,
  ) {}

  /** The provider refused a range and suggested (or the helper chose) one this long. */
  shrink(blocks: number) {
    this.blocks = Math.max(1, Math.min(this.blocks, blocks));
    this.#ok = 0;
    this.proven = false;
  }

  /** Eight ranges in a row accepted: try twice as long (a limit on logs, not blocks, may allow it further on). */
  succeeded() {
    this.#ok += 1;
    this.proven = true;
    if (this.#ok >= 8 && this.blocks < this.max) {
      this.blocks = Math.min(this.max, this.blocks * 2);
      this.#ok = 0;
      this.proven = false;
    }
  }
}

export type QueryLog = Log<bigint, number, false> & { args: Record<string, unknown> };

/** Called after each range the provider answered: the read is making progress (it keeps its lease alive). */
export type Progress = () => Promise<void>;

/** The query's logs from `from` to `to` (inclusive), split as the provider asks; other errors are thrown. */
export async function readQueryLogs(
  client: PublicClient,
  query: FlowQuery,
  from: number,
  to: number,
  size: RangeSize,
  progress: Progress,
): Promise<QueryLog[]> {
  const out: QueryLog[] = [];
  for (let a = from; a <= to; ) {
    const b = Math.min(to, a + size.blocks - 1);
    out.push(...(await readRange(client, query, [a, b], size, progress)));
    a = b + 1;
  }
  return out;
}

async function readRange(
  client: PublicClient,
  query: FlowQuery,
  [from, to]: [number, number],
  size: RangeSize,
  progress: Progress,
): Promise<QueryLog[]> {
  try {
    const logs = await client.getLogs({
      address: query.address,
      event: query.event,
      ...(query.args ? { args: query.args } : {}),
      fromBlock: BigInt(from),
      toBlock: BigInt(to),
      strict: true,
    });
    size.succeeded();
    await progress();
    return logs as unknown as QueryLog[];
  } catch (error) {
    const ranges = splitFor(error, query.address, from, to);
    if (!ranges) throw error;
    size.shrink(ranges[0] ? ranges[0][1] - ranges[0][0] + 1 : Math.ceil((to - from + 1) / 2));
    const out: QueryLog[] = [];
    for (const range of ranges) out.push(...(await readRange(client, query, range, size, progress)));
    return out;
  }
}

/**
 * Asks for one range of the size not yet proven, only to learn what the provider accepts: the read then plans its
 * chunks by that size, so each chunk (and its kept progress) is one the provider answers without a long split.
 */
export async function probeRange(
  client: PublicClient,
  query: FlowQuery,
  from: number,
  to: number,
  size: RangeSize,
) {
  try {
    await client.getLogs({
      address: query.address,
      event: query.event,
      ...(query.args ? { args: query.args } : {}),
      fromBlock: BigInt(from),
      toBlock: BigInt(to),
    });
    size.succeeded();
  } catch (error) {
    const ranges = splitFor(error, query.address, from, to);
    if (!ranges) throw error;
    size.shrink(ranges[0] ? ranges[0][1] - ranges[0][0] + 1 : Math.ceil((to - from + 1) / 2));
  }
}

/** The ranges to read instead of a refused one, or undefined when the error is not about the range. */
function splitFor(
  error: unknown,
  address: Address,
  from: number,
  to: number,
): [number, number][] | undefined {
  if (to <= from) return undefined;
  const params = [{ address, fromBlock: numberToHex(from) as Hex, toBlock: numberToHex(to) as Hex }] as [
    { address: Address; fromBlock: Hex; toBlock: Hex },
  ];
  const retry = getLogsRetryHelper({ params, error: error as RpcError });
  if (!retry.shouldRetry) return undefined;
  return retry.ranges.map((r) => [Number(BigInt(r.fromBlock)), Number(BigInt(r.toBlock))]);
}
