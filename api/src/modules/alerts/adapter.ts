// Durable storage of alert rules, their conditions and the alerts they fire (drizzle over PGlite or PostgreSQL);
// where alerts go and their deliveries are in delivery-adapter.ts.
import type { Alert, AlertDelivery, AlertRuleInput, FiredAlertKind } from '@fin/shared/schemas/alerts';
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type alertChannels,
  alertConditions,
  alertDeliveries,
  alertDeliveryAlerts,
  alertRules,
  alerts,
} from '../../db/schema';

export type StoredRule = { id: number; address: string; rule: AlertRuleInput; createdAt: Date };
export type Condition = typeof alertConditions.$inferSelect;
export type ChannelsRow = typeof alertChannels.$inferSelect;
export type DeliveryRow = typeof alertDeliveries.$inferSelect;
export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = Omit<AlertRow, 'id' | 'readAt'>;

export type ConditionKey = { ruleId: number; subject: string };
export const conditionKey = (k: ConditionKey) => `${k.ruleId}:${k.subject}`;

/** (rule_id, subject) in the given list. */
const inKeys = (keys: readonly ConditionKey[]) =>
  sql`(${alertConditions.ruleId}, ${alertConditions.subject}) in (${sql.join(
    keys.map((k) => sql`(${k.ruleId}::bigint, ${k.subject}::text)`),
    sql`, `,
  )})`;

/** Any fixed number: the first key of the per-wallet advisory lock taken while a rule is added (the second: the wallet). */
const RULE_LIMIT_LOCK = 7_340_032;

const toRule = (r: typeof alertRules.$inferSelect): StoredRule => ({
  id: r.id,
  address: r.address,
  rule: r.params as AlertRuleInput,
  createdAt: r.createdAt,
});

export class AlertsRepository {
  constructor(readonly db: Db) {}

  // --- rules -------------------------------------------------------------------------------------------------

  async rules(address: string): Promise<StoredRule[]> {
    const rows = await this.db
      .select()
      .from(alertRules)
      .where(eq(alertRules.address, address))
      .orderBy(alertRules.id);
    return rows.map(toRule);
  }

  async allRules(): Promise<StoredRule[]> {
    return (await this.db.select().from(alertRules)).map(toRule);
  }

  /**
   * Adds the rule unless the wallet already has `max`; undefined when it has. Two requests at once would each count
   * the rules before the other's insert commits (PostgreSQL's read committed) and both get in: the transaction first
   * takes an advisory lock on the wallet, so the second counts after the first commits. PGlite runs one
   * transaction at a time and takes the same lock.
   */
  async addRule(
    address: string,
    rule: AlertRuleInput,
    max: number,
    now: Date,
  ): Promise<StoredRule | undefined> {
    const result = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RULE_LIMIT_LOCK}, hashtext(${address}))`);
      return tx.execute(sql`
        insert into ${alertRules} (address, kind, params, created_at)
        select ${address}, ${rule.kind}, ${JSON.stringify(rule)}::jsonb, ${now.toISOString()}::timestamptz
        where (select count(*) from ${alertRules} where address = ${address}) < ${max}
        returning id, created_at`);
    });
    // PGlite and node-postgres both answer { rows }.
    const row = (result as unknown as { rows: { id: string | number; created_at: string | Date }[] }).rows[0];
    return row ? { id: Number(row.id), address, rule, createdAt: new Date(row.created_at) } : undefined;
  }

  async replaceRule(address: string, id: number, rule: AlertRuleInput): Promise<StoredRule | undefined> {
    const [row] = await this.db
      .update(alertRules)
      .set({ kind: rule.kind, params: rule })
      .where(and(eq(alertRules.id, id), eq(alertRules.address, address)))
      .returning();
    if (!row) return undefined;
    // New thresholds: what the old rule saw no longer says whether the new one holds.
    await this.db.delete(alertConditions).where(eq(alertConditions.ruleId, id));
    return toRule(row);
  }

  async deleteRule(address: string, id: number): Promise<boolean> {
    const gone = await this.db
      .delete(alertRules)
      .where(and(eq(alertRules.id, id), eq(alertRules.address, address)))
      .returning({ id: alertRules.id });
    return gone.length > 0;
  }

  // --- conditions ----------------------------------------------------------------------------------------------

  async conditions(ruleIds: readonly number[]): Promise<Condition[]> {
    if (ruleIds.length === 0) return [];
    return this.db
      .select()
      .from(alertConditions)
      .where(inArray(alertConditions.ruleId, [...ruleIds]));
  }

  async allConditions(): Promise<Condition[]> {
    return this.db.select().from(alertConditions);
  }

  /** Conditions seen for the first time; returns the ones this call wrote (another instance may have won some). */
  async insertConditions(rows: Condition[]): Promise<Condition[]> {
    if (rows.length === 0) return [];
    const out: Condition[] = [];
    for (let i = 0; i < rows.length; i += 1000) {
      out.push(
        ...(await this.db
          .insert(alertConditions)
          .values(rows.slice(i, i + 1000))
          .onConflictDoNothing()
          .returning()),
      );
    }
    return out;
  }

  /**
   * Starts occurrence n+1 of each condition not already holding; returns the new occurrence by `ruleId:subject`
   * for the ones this call moved (another instance may have moved some first).
   */
  async startOccurrences(keys: readonly ConditionKey[], at: Date): Promise<Map<string, number>> {
    const started = new Map<string, number>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await this.db
        .update(alertConditions)
        .set({ active: true, occurrence: sql`${alertConditions.occurrence} + 1`, changedAt: at })
        .where(and(inKeys(keys.slice(i, i + 500)), eq(alertConditions.active, false)))
        .returning();
      for (const r of rows) started.set(conditionKey(r), r.occurrence);
    }
    return started;
  }

  async clear(keys: readonly ConditionKey[], at: Date): Promise<void> {
    for (let i = 0; i < keys.length; i += 500)
      await this.db
        .update(alertConditions)
        .set({ active: false, changedAt: at })
        .where(and(inKeys(keys.slice(i, i + 500)), eq(alertConditions.active, true)));
  }

  // --- alerts --------------------------------------------------------------------------------------------------

  /** The alerts of these occurrences; one that exists already is left out (the constraint lets one through). */
  async insertAlerts(list: readonly NewAlert[]): Promise<AlertRow[]> {
    const out: AlertRow[] = [];
    for (let i = 0; i < list.length; i += 500)
      out.push(
        ...(await this.db
          .insert(alerts)
          .values(list.slice(i, i + 500))
          .onConflictDoNothing()
          .returning()),
      );
    return out;
  }

  async list(address: string, limit: number): Promise<Alert[]> {
    const rows = await this.db
      .select()
      .from(alerts)
      .where(eq(alerts.address, address))
      .orderBy(desc(alerts.firedAt), desc(alerts.id))
      .limit(limit);
    const deliveries = rows.length
      ? await this.db
          .select({ alertId: alertDeliveryAlerts.alertId, delivery: alertDeliveries })
          .from(alertDeliveryAlerts)
          .innerJoin(alertDeliveries, eq(alertDeliveries.id, alertDeliveryAlerts.deliveryId))
          .where(
            inArray(
              alertDeliveryAlerts.alertId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return rows.map((r) => ({
      id: String(r.id),
      ruleId: r.ruleId === null ? null : String(r.ruleId),
      kind: r.kind as FiredAlertKind,
      title: r.title,
      message: r.message,
      link: r.link,
      firedAt: r.firedAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
      deliveries: deliveries
        .filter((d) => d.alertId === r.id)
        .map(
          ({ delivery: d }): AlertDelivery => ({
            channel: d.channel as AlertDelivery['channel'],
            status: d.status as AlertDelivery['status'],
            attempts: d.attempts,
            error: d.error,
          }),
        ),
    }));
  }

  async unread(address: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(alerts)
      .where(and(eq(alerts.address, address), isNull(alerts.readAt)));
    return row?.n ?? 0;
  }

  async markRead(address: string, ids: number[] | undefined, at: Date): Promise<void> {
    await this.db
      .update(alerts)
      .set({ readAt: at })
      .where(
        and(
          eq(alerts.address, address),
          isNull(alerts.readAt),
          ...(ids ? [inArray(alerts.id, ids.length ? ids : [-1])] : []),
        ),
      );
  }

  async deleteAlert(address: string, id: number): Promise<boolean> {
    const gone = await this.db
      .delete(alerts)
      .where(and(eq(alerts.id, id), eq(alerts.address, address)))
      .returning({ id: alerts.id });
    return gone.length > 0;
  }

  /** Retention: alerts fired before `before` go, with their deliveries. */
  async deleteOlderThan(before: Date): Promise<number> {
    const gone = await this.db.delete(alerts).where(lt(alerts.firedAt, before)).returning({ id: alerts.id });
    return gone.length;
  }
}
