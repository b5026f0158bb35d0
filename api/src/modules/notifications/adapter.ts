// Durable storage of notifications (drizzle over PGlite or PostgreSQL).
import { transferLinkPath } from '@fin/shared/domain/cctp/transfer-link';
import type { Notification, NotificationEvent } from '@fin/shared/schemas/notifications';
import { and, desc, eq, gte, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type NewNotification = Omit<Notification, 'id' | 'createdAt' | 'transferLink'> & { payload: unknown };

type Row = typeof notifications.$inferSelect;

function toNotification(row: Row): Notification {
  return {
    id: String(row.id),
    address: row.address,
    event: row.event as NotificationEvent,
    transferId: row.transferId,
    amount: row.amount,
    sourceChainId: row.sourceChainId,
    destinationChainId: row.destinationChainId,
    transferMode: row.transferMode as Notification['transferMode'],
    status: row.status,
    txHash: row.txHash,
    transferLink: row.txHash ? transferLinkPath(row.sourceChainId, row.txHash) : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async insert(n: NewNotification): Promise<Notification> {
    const [row] = await this.db
      .insert(notifications)
      .values({
        address: n.address,
        event: n.event,
        transferId: n.transferId,
        amount: n.amount,
        sourceChainId: n.sourceChainId,
        destinationChainId: n.destinationChainId,
        transferMode: n.transferMode,
        status: n.status,
        txHash: n.txHash,
        error: n.error,
        payload: n.payload,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toNotification(row);
  }

  async listByAddress(address: string, limit: number, since: Date): Promise<Notification[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.address, address), gte(notifications.createdAt, since)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
    return rows.map(toNotification);
  }

  /** Removes one wallet's records older than `before` and all but its newest `keep`. */
  async prune(address: string, before: Date, keep: number): Promise<void> {
    await this.db
      .delete(notifications)
      .where(and(eq(notifications.address, address), lt(notifications.createdAt, before)));
    const newest = this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.address, address))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(keep);
    await this.db
      .delete(notifications)
      .where(and(eq(notifications.address, address), notInArray(notifications.id, newest)));
  }

  async deleteOlderThan(before: Date): Promise<number> {
    const gone = await this.db
      .delete(notifications)
      .where(lt(notifications.createdAt, before))
      .returning({ id: notifications.id });
    return gone.length;
  }
}
