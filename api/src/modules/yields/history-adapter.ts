// APY/TVL history from two stores: the converted DefiLlama chart captures in api/data (read-only files, loaded on
// first use per series) and the snapshots this API records in the database at every refresh.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { and, asc, eq, gte, inArray, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { yieldSnapshots } from '../../db/schema';

const DEFAULT_HISTORY_DIR = resolve(import.meta.dirname, '../../../data/defillama');

/** [unix seconds, apy, apyBase, apyReward, tvlUsd] */
type SeriesPoint = [number, number | null, number | null, number | null, number | null];
export type Series = { series: string; source: string; poolId: string | null; points: SeriesPoint[] };

export class HistoryFiles {
  #index: Promise<Record<string, string[]>> | undefined;
  readonly #series = new Map<string, Promise<Series>>();

  constructor(private readonly dir: string = DEFAULT_HISTORY_DIR) {}

  #loadIndex(): Promise<Record<string, string[]>> {
    this.#index ??= readFile(resolve(this.dir, 'history-index.json'), 'utf8').then(
      (t) => JSON.parse(t) as Record<string, string[]>,
    );
    return this.#index;
  }

  /** File names stored under any of the keys (pool UUID, series:…, addr:…), without duplicates. */
  async filesFor(keys: readonly string[]): Promise<string[]> {
    const index = await this.#loadIndex();
    return [...new Set(keys.flatMap((k) => (Object.hasOwn(index, k) ? (index[k] ?? []) : [])))];
  }

  /** The DefiLlama pool UUID the first matching series belongs to, if any. */
  async poolIdFor(keys: readonly string[]): Promise<string | undefined> {
    for (const file of await this.filesFor(keys)) {
      const series = await this.load(file);
      if (series.poolId) return series.poolId;
    }
    return undefined;
  }

  load(file: string): Promise<Series> {
    let series = this.#series.get(file);
    if (!series) {
      series = readFile(resolve(this.dir, 'history', file), 'utf8').then((t) => JSON.parse(t) as Series);
      this.#series.set(file, series);
    }
    return series;
  }
}

export type SnapshotRow = {
  poolId: string;
  takenAt: Date;
  apy: number | null;
  apyBase: number | null;
  apyReward: number | null;
  tvlUsd: number | null;
  utilization: number | null;
  source: string;
  sharePrice?: number | null;
  chainTime?: Date | null;
};

export type SharePriceRow = { poolId: string; sharePrice: number; chainTime: Date };

export class SnapshotsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records the points, at most one per pool per interval whichever instance writes it: the unique (pool, slot)
   * index drops a second point for the same interval, however the writes interleave.
   */
  async insertMany(rows: SnapshotRow[], intervalMs: number): Promise<void> {
    if (rows.length === 0) return;
    const slotOf = (at: Date) => (intervalMs > 0 ? Math.floor(at.getTime() / intervalMs) : at.getTime());
    await this.db
      .insert(yieldSnapshots)
      .values(rows.map((r) => ({ ...r, slot: slotOf(r.takenAt) })))
      .onConflictDoNothing({ target: [yieldSnapshots.poolId, yieldSnapshots.slot] });
  }

  /** When each pool was last recorded (to keep at most one snapshot per pool per interval across restarts). */
  async latestTakenAt(): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ poolId: yieldSnapshots.poolId, last: max(yieldSnapshots.takenAt) })
      .from(yieldSnapshots)
      .groupBy(yieldSnapshots.poolId);
    return new Map(rows.flatMap((r) => (r.last ? [[r.poolId, new Date(r.last).getTime()] as const] : [])));
  }

  /** The recorded share prices of these pools read at or after `since` (chain time), oldest first. */
  async sharePrices(poolIds: readonly string[], since: Date): Promise<SharePriceRow[]> {
    if (poolIds.length === 0) return [];
    const rows = await this.db
      .select({
        poolId: yieldSnapshots.poolId,
        sharePrice: yieldSnapshots.sharePrice,
        chainTime: yieldSnapshots.chainTime,
      })
      .from(yieldSnapshots)
      .where(
        and(
          inArray(yieldSnapshots.poolId, [...poolIds]),
          isNotNull(yieldSnapshots.sharePrice),
          gte(yieldSnapshots.chainTime, since),
        ),
      )
      .orderBy(asc(yieldSnapshots.chainTime));
    return rows.flatMap((r) =>
      r.sharePrice !== null && r.chainTime
        ? [{ ...r, sharePrice: r.sharePrice, chainTime: r.chainTime }]
        : [],
    );
  }

  async list(poolId: string, since?: Date): Promise<SnapshotRow[]> {
    const where = since
      ? and(eq(yieldSnapshots.poolId, poolId), gte(yieldSnapshots.takenAt, since))
      : eq(yieldSnapshots.poolId, poolId);
    const rows = await this.db
      .select()
      .from(yieldSnapshots)
      .where(where)
      .orderBy(asc(yieldSnapshots.takenAt));
    return rows.map(({ id: _id, slot: _slot, ...r }) => r);
  }
}
