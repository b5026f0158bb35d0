// Durable storage of where a wallet's alerts go (webhook, email) and of each delivery there — the alerts one round
// fired for a wallet, sent together — with the per-attempt claim that lets one instance of the cluster send it
// (drizzle over PGlite or PostgreSQL).
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertChannels, alertDeliveries, alertDeliveryAlerts, alerts } from '../../db/schema';
import type { AlertRow, ChannelsRow, DeliveryRow } from './adapter';

export type NewDelivery = Omit<DeliveryRow, 'id' | 'claimedUntil' | 'sentAt'>;

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

  /**
   * One delivery carrying `alertIds` to its channel. An alert already in a delivery on that channel stays there;
   * when all of them are, no delivery is made.
   */
  async insertDelivery(d: NewDelivery, alertIds: readonly number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.insert(alertDeliveries).values(d).returning({ id: alertDeliveries.id });
      if (!row) throw new Error('insert returned no row');
      const carried = await tx
        .insert(alertDeliveryAlerts)
        .values(alertIds.map((alertId) => ({ alertId, channel: d.channel, deliveryId: row.id })))
        .onConflictDoNothing()
        .returning({ alertId: alertDeliveryAlerts.alertId });
      if (carried.length === 0) await tx.delete(alertDeliveries).where(eq(alertDeliveries.id, row.id));
    });
  }

  /** Deliveries due now that no instance holds (a hint: each is claimed on its own before it is sent). */
  async dueIds(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db
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
    return rows.map((r) => r.id);
  }

  /**
   * Claims the next attempt of a due delivery for `leaseMs`: one conditional write, so one instance wins, and the
   * attempt is counted before anything is sent. Undefined when another instance holds it or it is no longer due.
   */
  async claimAttempt(id: number, now: Date, leaseMs: number): Promise<DeliveryRow | undefined> {
    const [row] = await this.db
      .update(alertDeliveries)
      .set({
        claimedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${alertDeliveries.attempts} + 1`,
      })
      .where(
        and(
          eq(alertDeliveries.id, id),
          eq(alertDeliveries.status, 'pending'),
          lte(alertDeliveries.nextAttemptAt, now),
          or(isNull(alertDeliveries.claimedUntil), lt(alertDeliveries.claimedUntil, now)),
        ),
      )
      .returning();
    return row;
  }

  /** The alerts a delivery carries, oldest first (an alert deleted since is gone from it). */
  async alertsOf(deliveryId: number): Promise<AlertRow[]> {
    const rows = await this.db
      .select({ alert: alerts })
      .from(alertDeliveryAlerts)
      .innerJoin(alerts, eq(alerts.id, alertDeliveryAlerts.alertId))
      .where(eq(alertDeliveryAlerts.deliveryId, deliveryId))
      .orderBy(asc(alerts.id));
    return rows.map((r) => r.alert);
  }

  /** Records how the attempt claimed until `claimedUntil` ended (nothing if the claim was lost meanwhile). */
  async finishAttempt(
    id: number,
    claimedUntil: Date,
    set: Pick<DeliveryRow, 'status' | 'nextAttemptAt' | 'error' | 'sentAt'>,
  ): Promise<void> {
    await this.db
      .update(alertDeliveries)
      .set({ ...set, claimedUntil: null })
      .where(and(eq(alertDeliveries.id, id), eq(alertDeliveries.claimedUntil, claimedUntil)));
  }

  /** Retention: deliveries made before `before` (their alerts go at the same age). */
  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.delete(alertDeliveries).where(lt(alertDeliveries.createdAt, before));
  }
}
