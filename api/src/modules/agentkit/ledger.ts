// The agent's budget ledger, log and purchase records in the database. The budget check and the spend are one
// conditional UPDATE, so purchases racing each other (or other API processes on the same PostgreSQL) can never
// spend past the budget, and a restart keeps everything spent.
import {
  AGENT_SERVICES,
  type AgentService,
  type BudgetLine,
  budgetLine,
  splitBudget,
} from '@fin/shared/domain/agent-budget';
import type { AgentLogEntry, AgentLogLevel } from '@fin/shared/domain/agent-panel';
import { AGENT_LOG_LIMIT } from '@fin/shared/domain/agent-panel';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentBudgets, agentLog, agentPurchases } from '../../db/schema';

export type Reservation =
  | { ok: true; purchaseId: number }
  | { ok: false; spentUnits: number; budgetUnits: number };

export class AgentLedger {
  readonly #ensured = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /** Creates the agent's budget rows, or moves their limits to a changed configured budget; spending is kept. */
  async ensureBudget(agent: string, totalUnits: number): Promise<void> {
    if (this.#ensured.get(agent) === totalUnits) return;
    const split = splitBudget(totalUnits);
    for (const service of AGENT_SERVICES) {
      await this.db
        .insert(agentBudgets)
        .values({ agentAddress: agent, service, budgetUnits: split[service], spentUnits: 0 })
        .onConflictDoUpdate({
          target: [agentBudgets.agentAddress, agentBudgets.service],
          set: { budgetUnits: split[service], updatedAt: new Date() },
        });
    }
    this.#ensured.set(agent, totalUnits);
  }

  async lines(agent: string): Promise<BudgetLine[]> {
    const rows = await this.db.select().from(agentBudgets).where(eq(agentBudgets.agentAddress, agent));
    return AGENT_SERVICES.map((service) => {
      const row = rows.find((r) => r.service === service);
      return budgetLine(service, row?.budgetUnits ?? 0, row?.spentUnits ?? 0);
    });
  }

  /** Takes `costUnits` from the service's budget if it fits, and records the purchase as reserved. */
  async reserve(
    agent: string,
    service: AgentService,
    costUnits: number,
    what: { protocol: string | null; chain: string | null; requester: string },
  ): Promise<Reservation> {
    return this.db.transaction(async (tx) => {
      const taken = await tx
        .update(agentBudgets)
        .set({ spentUnits: sql`${agentBudgets.spentUnits} + ${costUnits}`, updatedAt: new Date() })
        .where(
          and(
            eq(agentBudgets.agentAddress, agent),
            eq(agentBudgets.service, service),
            sql`${agentBudgets.spentUnits} + ${costUnits} <= ${agentBudgets.budgetUnits}`,
          ),
        )
        .returning({ spent: agentBudgets.spentUnits });
      if (taken.length === 0) {
        const [row] = await tx
          .select()
          .from(agentBudgets)
          .where(and(eq(agentBudgets.agentAddress, agent), eq(agentBudgets.service, service)));
        return { ok: false, spentUnits: row?.spentUnits ?? 0, budgetUnits: row?.budgetUnits ?? 0 };
      }
      const [purchase] = await tx
        .insert(agentPurchases)
        .values({ agentAddress: agent, service, costUnits, status: 'reserved', ...what })
        .returning({ id: agentPurchases.id });
      return { ok: true, purchaseId: purchase!.id };
    });
  }

  async paid(purchaseId: number, transaction: string, report: unknown): Promise<void> {
    await this.db
      .update(agentPurchases)
      .set({ status: 'paid', transaction, report })
      .where(eq(agentPurchases.id, purchaseId));
  }

  /** The payment certainly did not happen: the reserved cost goes back to the budget. */
  async refund(agent: string, service: AgentService, purchaseId: number, costUnits: number, error: string) {
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(agentPurchases)
        .set({ status: 'refused', error })
        .where(and(eq(agentPurchases.id, purchaseId), eq(agentPurchases.status, 'reserved')))
        .returning({ id: agentPurchases.id });
      if (updated.length === 0) return;
      await tx
        .update(agentBudgets)
        .set({
          spentUnits: sql`greatest(0, ${agentBudgets.spentUnits} - ${costUnits})`,
          updatedAt: new Date(),
        })
        .where(and(eq(agentBudgets.agentAddress, agent), eq(agentBudgets.service, service)));
    });
  }

  /** Whether money moved is unknown (the request failed after the payment was signed): the cost stays spent. */
  async unknown(purchaseId: number, error: string): Promise<void> {
    await this.db
      .update(agentPurchases)
      .set({ status: 'unknown', error })
      .where(eq(agentPurchases.id, purchaseId));
  }

  async log(agent: string, level: AgentLogLevel, message: string): Promise<void> {
    await this.db.insert(agentLog).values({ agentAddress: agent, level, message });
  }

  async latestLog(agent: string, limit = AGENT_LOG_LIMIT): Promise<AgentLogEntry[]> {
    const rows = await this.db
      .select()
      .from(agentLog)
      .where(eq(agentLog.agentAddress, agent))
      .orderBy(desc(agentLog.createdAt), desc(agentLog.id))
      .limit(limit);
    return rows.map((r) => ({
      id: String(r.id),
      at: r.createdAt.toISOString(),
      level: r.level as AgentLogLevel,
      message: r.message,
    }));
  }
}
