// Each wallet's agent in the database: its account (address, budget), its daily spending per service, its
// purchases and its log. The budget check and the spend are one conditional UPDATE, so purchases racing each other
// (or other API processes on the same PostgreSQL) never spend past a wallet's budget, and a restart keeps what
// each wallet spent.
import {
  AGENT_SERVICES,
  type AgentService,
  type BudgetLine,
  budgetLine,
  splitBudget,
} from '@fin/shared/domain/agent/budget';
import type { AgentLogEntry, AgentLogLevel } from '@fin/shared/domain/agent/panel';
import { AGENT_LOG_LIMIT } from '@fin/shared/domain/agent/panel';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentAccounts, agentDailyBudgets, agentLog, agentPurchases } from '../../db/schema';

export type AgentAccountRow = typeof agentAccounts.$inferSelect;
export type PurchaseRow = typeof agentPurchases.$inferSelect;

export type Reservation =
  | { ok: true; purchaseId: number }
  | { ok: false; spentUnits: number; budgetUnits: number };

/** Log rows kept per wallet beyond the 15 shown, so the table cannot grow without end. */
const LOG_KEEP = 200;

/** The UTC day a time falls in, YYYY-MM-DD: budgets are per day. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export class AgentLedger {
  constructor(private readonly db: Db) {}

  async account(wallet: string): Promise<AgentAccountRow | undefined> {
    const [row] = await this.db.select().from(agentAccounts).where(eq(agentAccounts.wallet, wallet));
    return row;
  }

  /** The wallet's agent account, created on first call (a concurrent first call gets the same row). */
  async openAccount(
    wallet: string,
    agentAddress: string,
    budgetUnits: number,
  ): Promise<{ row: AgentAccountRow; created: boolean }> {
    const [inserted] = await this.db
      .insert(agentAccounts)
      .values({ wallet, agentAddress, budgetUnits })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { row: inserted, created: true };
    return { row: (await this.account(wallet)) as AgentAccountRow, created: false };
  }

  /** A wallet turned on in simulation mode gets its derived address once a master secret is configured. */
  async adoptAddress(wallet: string, agentAddress: string): Promise<void> {
    await this.db
      .update(agentAccounts)
      .set({ agentAddress })
      .where(and(eq(agentAccounts.wallet, wallet), eq(agentAccounts.agentAddress, '')));
  }

  /** Sets the wallet's daily budget; today's limits move with it, what was spent today stays. */
  async setBudget(wallet: string, budgetUnits: number, day: string): Promise<void> {
    const split = splitBudget(budgetUnits);
    await this.db.transaction(async (tx) => {
      await tx.update(agentAccounts).set({ budgetUnits }).where(eq(agentAccounts.wallet, wallet));
      for (const service of AGENT_SERVICES)
        await tx
          .update(agentDailyBudgets)
          .set({ budgetUnits: split[service], updatedAt: new Date() })
          .where(
            and(
              eq(agentDailyBudgets.wallet, wallet),
              eq(agentDailyBudgets.day, day),
              eq(agentDailyBudgets.service, service),
            ),
          );
    });
  }

  /** Today's lines: the wallet's budget split, and what was spent today. Reads only. */
  async lines(wallet: string, day: string, budgetUnits: number): Promise<BudgetLine[]> {
    const rows = await this.db
      .select()
      .from(agentDailyBudgets)
      .where(and(eq(agentDailyBudgets.wallet, wallet), eq(agentDailyBudgets.day, day)));
    const split = splitBudget(budgetUnits);
    return AGENT_SERVICES.map((service) => {
      const row = rows.find((r) => r.service === service);
      return budgetLine(service, row?.budgetUnits ?? split[service], row?.spentUnits ?? 0);
    });
  }

  /** Takes `costUnits` from the wallet's budget for the day if it fits, and records the purchase as reserved. */
  async reserve(
    purchase: {
      wallet: string;
      day: string;
      agentAddress: string;
      service: AgentService;
      costUnits: number;
      protocol: string | null;
      chain: string | null;
      requester: string;
      reason: string;
      /** When the budget was taken (the service's clock): a reservation never signed is refunded after a while. */
      createdAt: Date;
    },
    budgetUnits: number,
  ): Promise<Reservation> {
    const { wallet, day, service, costUnits } = purchase;
    const today = and(
      eq(agentDailyBudgets.wallet, wallet),
      eq(agentDailyBudgets.day, day),
      eq(agentDailyBudgets.service, service),
    );
    return this.db.transaction(async (tx) => {
      await tx
        .insert(agentDailyBudgets)
        .values({ wallet, day, service, budgetUnits: splitBudget(budgetUnits)[service], spentUnits: 0 })
        .onConflictDoNothing();
      const taken = await tx
        .update(agentDailyBudgets)
        .set({ spentUnits: sql`${agentDailyBudgets.spentUnits} + ${costUnits}`, updatedAt: new Date() })
        .where(
          and(today, sql`${agentDailyBudgets.spentUnits} + ${costUnits} <= ${agentDailyBudgets.budgetUnits}`),
        )
        .returning({ spent: agentDailyBudgets.spentUnits });
      if (taken.length === 0) {
        const [row] = await tx.select().from(agentDailyBudgets).where(today);
        return { ok: false, spentUnits: row?.spentUnits ?? 0, budgetUnits: row?.budgetUnits ?? 0 };
      }
      const [row] = await tx
        .insert(agentPurchases)
        .values({ ...purchase, status: 'reserved' })
        .returning({ id: agentPurchases.id });
      return { ok: true, purchaseId: row!.id };
    });
  }

  /**
   * The payment is signed: from here on it is never signed again, and its outcome is read on chain if unknown.
   * False when the reservation is gone (refunded as never signed): then the payment must not be sent.
   */
  async signed(purchaseId: number, nonce: string, validBefore: number): Promise<boolean> {
    const rows = await this.db
      .update(agentPurchases)
      .set({ nonce, validBefore })
      .where(
        and(
          eq(agentPurchases.id, purchaseId),
          eq(agentPurchases.status, 'reserved'),
          isNull(agentPurchases.nonce),
        ),
      )
      .returning({ id: agentPurchases.id });
    return rows.length > 0;
  }

  async paid(purchaseId: number, transaction: string, report: unknown): Promise<boolean> {
    const rows = await this.db
      .update(agentPurchases)
      .set({ status: 'paid', transaction, report, error: null })
      .where(and(eq(agentPurchases.id, purchaseId), inArray(agentPurchases.status, ['reserved', 'pending'])))
      .returning({ id: agentPurchases.id });
    return rows.length > 0;
  }

  /** The payment certainly did not happen: the reserved cost goes back to that day's budget (once). */
  async refund(purchaseId: number, error: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [p] = await tx
        .update(agentPurchases)
        .set({ status: 'refused', error })
        .where(
          and(eq(agentPurchases.id, purchaseId), inArray(agentPurchases.status, ['reserved', 'pending'])),
        )
        .returning();
      if (!p) return false;
      await giveBack(tx, p);
      return true;
    });
  }

  /**
   * Reservations taken before `before` whose payment was never signed (the request failed or the process stopped
   * between the reservation and the signature): refused, and each cost back in its own wallet's budget for its
   * day, in one transaction. A reservation signed meanwhile is not touched (its nonce decides it on chain).
   */
  async expireUnsigned(before: Date): Promise<PurchaseRow[]> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(agentPurchases)
        .set({ status: 'refused', error: 'never signed' })
        .where(
          and(
            eq(agentPurchases.status, 'reserved'),
            isNull(agentPurchases.nonce),
            lt(agentPurchases.createdAt, before),
          ),
        )
        .returning();
      for (const p of rows) await giveBack(tx, p);
      return rows;
    });
  }

  /** Signed, but whether money moved is unknown (timeout, lost answer): the cost stays spent until the chain says. */
  async pending(purchaseId: number, error: string): Promise<void> {
    await this.db
      .update(agentPurchases)
      .set({ status: 'pending', error })
      .where(and(eq(agentPurchases.id, purchaseId), eq(agentPurchases.status, 'reserved')));
  }

  /** The wallet's signed purchases whose outcome the chain has yet to tell. */
  async unsettled(wallet: string): Promise<PurchaseRow[]> {
    return this.db
      .select()
      .from(agentPurchases)
      .where(and(eq(agentPurchases.wallet, wallet), eq(agentPurchases.status, 'pending')));
  }

  /**
   * Every wallet's signed purchases with no known outcome, oldest first: pending ones, and signed ones still
   * 'reserved' since before `staleBefore` (their request never came back to say, e.g. the process stopped).
   */
  async outstanding(staleBefore: Date, limit: number): Promise<PurchaseRow[]> {
    return this.db
      .select()
      .from(agentPurchases)
      .where(
        or(
          eq(agentPurchases.status, 'pending'),
          and(
            eq(agentPurchases.status, 'reserved'),
            isNotNull(agentPurchases.nonce),
            lt(agentPurchases.createdAt, staleBefore),
          ),
        ),
      )
      .orderBy(asc(agentPurchases.id))
      .limit(limit);
  }

  /** When the wallet's agent last bought a report on each protocol, or an analysis ('analytics'), paid or pending. */
  async lastBought(wallet: string, since: Date): Promise<Map<string, number>> {
    const rows = await this.db
      .select({
        protocol: agentPurchases.protocol,
        service: agentPurchases.service,
        at: agentPurchases.createdAt,
      })
      .from(agentPurchases)
      .where(
        and(
          eq(agentPurchases.wallet, wallet),
          inArray(agentPurchases.status, ['reserved', 'pending', 'paid']),
          gte(agentPurchases.createdAt, since),
        ),
      );
    const out = new Map<string, number>();
    for (const r of rows) {
      const key = r.service === 'analytics' ? 'analytics' : r.protocol;
      if (key) out.set(key, Math.max(out.get(key) ?? 0, r.at.getTime()));
    }
    return out;
  }

  async log(wallet: string, level: AgentLogLevel, message: string): Promise<void> {
    await this.db.insert(agentLog).values({ wallet, level, message });
    // Keep the newest LOG_KEEP rows of this wallet; the panel shows 15.
    const [cut] = await this.db
      .select({ id: agentLog.id })
      .from(agentLog)
      .where(eq(agentLog.wallet, wallet))
      .orderBy(desc(agentLog.id))
      .offset(LOG_KEEP)
      .limit(1);
    if (cut)
      await this.db.delete(agentLog).where(and(eq(agentLog.wallet, wallet), lt(agentLog.id, cut.id + 1)));
  }

  /** Logs the line unless it is already the wallet's newest one (a state that lasts, said once). */
  async logOnce(wallet: string, level: AgentLogLevel, message: string): Promise<void> {
    const [newest] = await this.latestLog(wallet, 1);
    if (newest?.message !== message) await this.log(wallet, level, message);
  }

  async latestLog(wallet: string, limit = AGENT_LOG_LIMIT): Promise<AgentLogEntry[]> {
    const rows = await this.db
      .select()
      .from(agentLog)
      .where(eq(agentLog.wallet, wallet))
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A refused purchase's cost back in its wallet's budget for the day it was taken from. */
async function giveBack(tx: Tx, p: PurchaseRow): Promise<void> {
  await tx
    .update(agentDailyBudgets)
    .set({
      spentUnits: sql`greatest(0, ${agentDailyBudgets.spentUnits} - ${p.costUnits})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(agentDailyBudgets.wallet, p.wallet),
        eq(agentDailyBudgets.day, p.day),
        eq(agentDailyBudgets.service, p.service),
      ),
    );
}
