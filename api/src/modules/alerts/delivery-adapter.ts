// Durable storage of where a wallet's alerts go (webhook, email) and of each delivery of an alert there, with the
// claim that lets one instance of the cluster send a due delivery (drizzle over PGlite or PostgreSQL).
import { and, count, eq, gte, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertChannels, alertDeliveries, alerts } from '../../db/schema';
import type { AlertRow, ChannelsRow, DeliveryRow } from './adapter';

export class AlertDeliveriesRepository {
  constructor(readonly db: Db) {}

  async channels(address: string): Promise<ChannelsRow | undefined> {
    const [row] = await this.db.select().from(alertChannels).where(eq(alertChannels.address, address));
    return row;
  }

  async channelsOf(addresses: readonly string[]): Promise<Map<string, ChannelsRow>> {
    if (addresses.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(alertChannels)
      .where(inArray(alertChannels.address, [...addresses]));
    return new Map(rows.map((r) => [r.address, r]));
  }

  async saveChannels(row: ChannelsRow): Promise<ChannelsRow> {
    const { address: _a, ...set } = row;
    const [saved] = await this.db
      .insert(alertChannels)
      .values(row)
      .onConflictDoUpdate({ target: alertChannels.address, set })
      .returning();
    if (!saved) throw new Error('upsert returned no row');
    return saved;
  }

  /** Deliveries counted against the hourly limit: every one made since `since` that the limit did not stop. */
  async deliveriesSince(address: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.address, address),
          gte(alertDeliveries.createdAt, since),
          ne(alertDeliveries.status, 'limited'),
        ),
      );
    return row?.n ?? 0;
  }

  async insertDelivery(d: Omit<DeliveryRow, 'id' | 'claimedUntil' | 'sentAt'>): Promise<void> {
    await this.db.insert(alertDeliveries).values(d).onConflictDoNothing();
  }

  /** Due deliveries this instance now holds for `holdMs`; another instance skips them meanwhile. */
  async claimDue(now: Date, holdMs: number, limit: number): Promise<DeliveryRow[]> {
    const due = await this.db
      .select({ id: alertDeliveries.id })
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.status, 'pending'),
          lte(alertDeliveries.nextAttemptAt, now),
          or(isNull(alertDeliveries.claimedUntil), lt(alertDeliveries.claimedUntil, now)),
        ),
      )
      .orderBy(alertDeliveries.nextAttemptAt)
      .limit(limit);
    const claimed: DeliveryRow[] = [];
    for (const { id } of due) {
      const [row] = await this.db
        .update(alertDeliveries)
        .set({ claimedUntil: new Date(now.getTime() + holdMs) })
        .where(
          and(
            eq(alertDeliveries.id, id),
            eq(alertDeliveries.status, 'pending'),
            or(isNull(alertDeliveries.claimedUntil), lt(alertDeliveries.claimedUntil, now)),
          ),
        )
        .returning();
      if (row) claimed.push(row);
    }
    return claimed;
  }

  async alert(id: number): Promise<AlertRow | undefined> {
    const [row] = await this.db.select().from(alerts).where(eq(alerts.id, id));
    return row;
  }

  async finishDelivery(
    id: number,
    set: Pick<DeliveryRow, 'status' | 'attempts' | 'nextAttemptAt' | 'error' | 'sentAt'>,
  ): Promise<void> {
    await this.db
      .update(alertDeliveries)
      .set({ ...set, claimedUntil: null })
      .where(eq(alertDeliveries.id, id));
  }
}
