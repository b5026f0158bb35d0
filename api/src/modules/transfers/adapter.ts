// Durable storage of transfer records (drizzle over PGlite or PostgreSQL).
import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { Hex } from 'viem';
import type { Db } from '../../db/client';
import { transfers } from '../../db/schema';

type Row = typeof transfers.$inferSelect;

const opt = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

function toTransfer(row: Row): CctpTransfer {
  return {
    id: row.transferId,
    amount: row.amount,
    asset: 'USDC',
    sourceChain: row.sourceChainId,
    destinationChain: row.destinationChainId,
    recipient: row.address as Hex,
    status: row.status as CctpTransfer['status'],
    timestamp: row.startedAtMs,
    transferMode: row.transferMode as CctpTransfer['transferMode'],
    txHash: row.burnTxHash as Hex,
    approveTxHash: opt(row.approveTxHash) as Hex | undefined,
    mintTxHash: opt(row.mintTxHash) as Hex | undefined,
    message: opt(row.message) as Hex | undefined,
    attestation: opt(row.attestation) as Hex | undefined,
    eventNonce: opt(row.eventNonce) as Hex | undefined,
    maxFee: row.maxFee,
    feeExecuted: opt(row.feeExecuted),
    error: opt(row.error),
    updatedAt: row.updatedAtMs,
  };
}

function toRow(address: string, t: CctpTransfer) {
  return {
    address,
    transferId: t.id,
    sourceChainId: t.sourceChain,
    destinationChainId: t.destinationChain,
    burnTxHash: t.txHash.toLowerCase(),
    amount: t.amount,
    transferMode: t.transferMode,
    status: t.status,
    approveTxHash: t.approveTxHash ?? null,
    mintTxHash: t.mintTxHash ?? null,
    message: t.message ?? null,
    attestation: t.attestation ?? null,
    eventNonce: t.eventNonce ?? null,
    maxFee: t.maxFee,
    feeExecuted: t.feeExecuted ?? null,
    error: t.error ?? null,
    startedAtMs: t.timestamp,
    updatedAtMs: t.updatedAt,
  };
}

export class TransfersRepository {
  constructor(private readonly db: Db) {}

  async find(
    sourceChainId: number,
    burnTxHash: string,
  ): Promise<{ address: string; transfer: CctpTransfer } | null> {
    const [row] = await this.db
      .select()
      .from(transfers)
      .where(
        and(eq(transfers.sourceChainId, sourceChainId), eq(transfers.burnTxHash, burnTxHash.toLowerCase())),
      )
      .limit(1);
    return row ? { address: row.address, transfer: toTransfer(row) } : null;
  }

  async save(address: string, t: CctpTransfer): Promise<CctpTransfer> {
    const values = toRow(address, t);
    const { address: _a, sourceChainId: _s, burnTxHash: _b, ...update } = values;
    const [row] = await this.db
      .insert(transfers)
      .values(values)
      .onConflictDoUpdate({ target: [transfers.sourceChainId, transfers.burnTxHash], set: update })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return toTransfer(row);
  }

  /** Drops completed transfers older than `beforeMs`, and completed ones beyond the newest `keep`. */
  async pruneCompleted(address: string, beforeMs: number, keep: number): Promise<void> {
    const completed = and(eq(transfers.address, address), eq(transfers.status, 'completed'));
    await this.db.delete(transfers).where(and(completed, lt(transfers.updatedAtMs, beforeMs)));
    const newest = this.db
      .select({ id: transfers.id })
      .from(transfers)
      .where(completed)
      .orderBy(desc(transfers.startedAtMs), desc(transfers.id))
      .limit(keep);
    await this.db.delete(transfers).where(and(completed, notInArray(transfers.id, newest)));
  }

  async listByAddress(address: string, limit: number): Promise<CctpTransfer[]> {
    const rows = await this.db
      .select()
      .from(transfers)
      .where(eq(transfers.address, address))
      .orderBy(desc(transfers.startedAtMs), desc(transfers.id))
      .limit(limit);
    return rows.map(toTransfer);
  }
}
