// Where a wallet's earnings history is kept (api/src/db/tables/earnings.ts): the flows read so far, each position's
// cursor, and the lease of the one instance reading a wallet's chain. A chunk's flows and its cursors move in one
// transaction, and only while the lease is still this reader's: an instance that stalled past its lease and woke up
// writes nothing, so what another instance took over is never read or kept twice.
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { earningsCursors, earningsEvents, earningsLeases } from '../../db/schema';

export type StoredFlow = {
  positionKey: string;
  blockNumber: number;
  logIndex: number;
  txHash: string;
  kind: 'deposit' | 'withdraw' | 'transfer-in' | 'transfer-out';
  assets: bigint;
  timestamp: number;
};

export type Cursor = typeof earningsCursors.$inferSelect;

/** One chunk read: its flows, the block every position in `readTo` was read up to, and what to forget first. */
export type ChunkCommit = {
  flows: readonly StoredFlow[];
  readTo: ReadonlyMap<string, { readTo: number; complete: boolean }>;
  /** Positions whose kept flows from this block on are dropped first (the re-read of the last blocks, for reorgs). */
  forgetFrom?: ReadonlyMap<string, number>;
};

export class HistoryStore {
  constructor(private readonly db: Db) {}

  /** True when `owner` holds the wallet's chain until `now + leaseMs` (it was free, expired, or already its own). */
  async claim(
    wallet: string,
    chainId: number,
    owner: string,
    now: number,
    leaseMs: number,
  ): Promise<boolean> {
    const rows = await this.db
      .insert(earningsLeases)
      .values({ wallet, chainId, owner, until: now + leaseMs })
      .onConflictDoUpdate({
        target: [earningsLeases.wallet, earningsLeases.chainId],
        set: { owner, until: now + leaseMs },
        setWhere: or(lt(earningsLeases.until, now), eq(earningsLeases.owner, owner)),
      })
      .returning({ owner: earningsLeases.owner });
    return rows.length === 1;
  }

  async release(wallet: string, chainId: number, owner: string): Promise<void> {
    await this.db
      .delete(earningsLeases)
      .where(
        and(
          eq(earningsLeases.wallet, wallet),
          eq(earningsLeases.chainId, chainId),
          eq(earningsLeases.owner, owner),
        ),
      );
  }

  async cursors(wallet: string, chainId?: number): Promise<Cursor[]> {
    return this.db
      .select()
      .from(earningsCursors)
      .where(
        chainId === undefined
          ? eq(earningsCursors.wallet, wallet)
          : and(eq(earningsCursors.wallet, wallet), eq(earningsCursors.chainId, chainId)),
      );
  }

  /** A position's cursor before its first chunk (kept as it is when one exists). */
  async open(cursor: Omit<Cursor, 'complete'>): Promise<void> {
    await this.db.insert(earningsCursors).values(cursor).onConflictDoNothing();
  }

  /** The head a first read is measured against (its progress), moved as the chain moves on. */
  async retarget(wallet: string, chainId: number, targetBlock: number): Promise<void> {
    await this.db
      .update(earningsCursors)
      .set({ targetBlock })
      .where(and(eq(earningsCursors.wallet, wallet), eq(earningsCursors.chainId, chainId)));
  }

  /**
   * Keeps one chunk, renewing the lease; false (and nothing written) when the lease is no longer `owner`'s.
   */
  async commit(
    wallet: string,
    chainId: number,
    owner: string,
    lease: { now: number; leaseMs: number },
    chunk: ChunkCommit,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const held = await tx
        .update(earningsLeases)
        .set({ until: lease.now + lease.leaseMs })
        .where(
          and(
            eq(earningsLeases.wallet, wallet),
            eq(earningsLeases.chainId, chainId),
            eq(earningsLeases.owner, owner),
            gte(earningsLeases.until, lease.now),
          ),
        )
        .returning({ owner: earningsLeases.owner });
      if (held.length === 0) return false;
      for (const [positionKey, from] of chunk.forgetFrom ?? []) {
        await tx
          .delete(earningsEvents)
          .where(
            and(
              eq(earningsEvents.wallet, wallet),
              eq(earningsEvents.chainId, chainId),
              eq(earningsEvents.positionKey, positionKey),
              gte(earningsEvents.blockNumber, from),
            ),
          );
      }
      if (chunk.flows.length > 0) {
        await tx
          .insert(earningsEvents)
          .values(chunk.flows.map((f) => ({ ...f, wallet, chainId, assets: f.assets.toString() })))
          .onConflictDoNothing();
      }
      for (const [positionKey, to] of chunk.readTo) {
        await tx
          .update(earningsCursors)
          .set({ readTo: to.readTo, complete: sql`${earningsCursors.complete} or ${to.complete}` })
          .where(
            and(
              eq(earningsCursors.wallet, wallet),
              eq(earningsCursors.chainId, chainId),
              eq(earningsCursors.positionKey, positionKey),
            ),
          );
      }
      return true;
    });
  }

  /** The kept flows of the wallet's positions, oldest first. */
  async flows(wallet: string, positionKeys: readonly string[]): Promise<StoredFlow[]> {
    if (positionKeys.length === 0) return [];
    const rows = await this.db
      .select()
      .from(earningsEvents)
      .where(and(eq(earningsEvents.wallet, wallet), inArray(earningsEvents.positionKey, [...positionKeys])))
      .orderBy(earningsEvents.blockNumber, earningsEvents.logIndex);
    return rows.map((r) => ({
      positionKey: r.positionKey,
      blockNumber: r.blockNumber,
      logIndex: r.logIndex,
      txHash: r.txHash,
      kind: r.kind as StoredFlow['kind'],
      assets: BigInt(r.assets),
      timestamp: r.timestamp,
    }));
  }
}
