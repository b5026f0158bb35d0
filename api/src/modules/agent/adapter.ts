// Durable record of rebalancing decisions (drizzle over PGlite or PostgreSQL).
import { desc, eq } from 'drizzle-orm';
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

  list(address: string, limit = 50): Promise<RebalanceDecisionRow[]> {
    return this.db
      .select()
      .from(rebalanceDecisions)
      .where(eq(rebalanceDecisions.address, address))
      .orderBy(desc(rebalanceDecisions.createdAt), desc(rebalanceDecisions.id))
      .limit(limit);
  }
}
