// Durable record of rebalancing decisions (drizzle over PGlite or PostgreSQL).
import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rebalanceDecisions } from '../../db/schema';

export type NewRebalanceDecision = typeof rebalanceDecisions.$inferInsert;
export type RebalanceDecisionRow = typeof rebalanceDecisions.$inferSelect;

export class RebalanceDecisionsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewRebalanceDecision): Promise<RebalanceDecisionRow> {
    const [saved] = await this.db.insert(rebalanceDecisions).values(row).returning();
    if (!saved) throw new Error('rebalance decision was not saved');
    return saved;
  }

  /** Drops the wallet's decisions older than `before`, and all but its newest `keep`. */
  async prune(address: string, before: Date, keep: number): Promise<void> {
    const mine = eq(rebalanceDecisions.address, address);
    await this.db.delete(rebalanceDecisions).where(and(mine, lt(rebalanceDecisions.createdAt, before)));
    const newest = this.db
      .select({ id: rebalanceDecisions.id })
      .from(rebalanceDecisions)
      .where(mine)
      .orderBy(desc(rebalanceDecisions.createdAt), desc(rebalanceDecisions.id))
      .limit(keep);
    await this.db.delete(rebalanceDecisions).where(and(mine, notInArray(rebalanceDecisions.id, newest)));
  }

  list(address: string, limit = 50): Promise<RebalanceDecisionRow[]> {
    return this.db
      .select()
      .from(rebalanceDecisions)
      .where(eq(rebalanceDecisions.address, address))
      .orderBy(desc(rebalanceDecisions.createdAt), desc(rebalanceDecisions.id))
      .limit(limit);
  }
}
