// Each wallet's agent rounds in the database (agent_rounds): the switches the panel sets, the lease of the one
// instance running a wallet's round, and what the last round found. A lease is taken by one conditional upsert,
// so two instances handed the same wallet never run its round at once.
import { GUARDRAIL_DEFAULT } from '@fin/shared/domain/agent/panel';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentAccounts, agentLog, agentPurchases, agentRounds, autopilotMoves } from '../../db/schema';

export type RoundState = {
  paused: boolean;
  liveData: boolean;
  lastRoundAt: Date | null;
  lastRoundNote: string | null;
  nextRoundAt: Date | null;
  failures: number;
  seenAt: Date | null;
  autoRebalance: boolean;
  cancelWindowSeconds: number;
  /** 1 Conservative, 2 Balanced, 3 Aggressive (shared/domain/agent/panel.ts). */
  guardrail: number;
  lastPlanAt: Date | null;
};

/** A wallet's agent before its owner set anything. */
export const ROUND_DEFAULTS: RoundState = {
  paused: false,
  liveData: true,
  lastRoundAt: null,
  lastRoundNote: null,
  nextRoundAt: null,
  failures: 0,
  seenAt: null,
  autoRebalance: false,
  cancelWindowSeconds: 600,
  guardrail: GUARDRAIL_DEFAULT,
  lastPlanAt: null,
};

export type Switches = {
  paused?: boolean;
  liveData?: boolean;
  autoRebalance?: boolean;
  cancelWindowSeconds?: number;
  guardrail?: number;
};

export class RoundsStore {
  constructor(private readonly db: Db) {}

  async state(wallet: string): Promise<RoundState> {
    const [row] = await this.db.select().from(agentRounds).where(eq(agentRounds.wallet, wallet));
    if (!row) return ROUND_DEFAULTS;
    const { wallet: _w, leaseUntil: _l, ...state } = row;
    return state;
  }

  /** The owner's switches (Pause/Resume, live data, Auto Rebalance, its cancel window and the guardrail). */
  async setSwitches(wallet: string, switches: Switches): Promise<void> {
    await this.db
      .insert(agentRounds)
      .values({ wallet, ...switches })
      .onConflictDoUpdate({ target: agentRounds.wallet, set: switches });
  }

  /** True for the one caller that may run the wallet's round now; it holds it until `until` or finish(). */
  async claim(wallet: string, now: Date, until: Date): Promise<boolean> {
    const rows = await this.db
      .insert(agentRounds)
      .values({ wallet, leaseUntil: until })
      .onConflictDoUpdate({
        target: agentRounds.wallet,
        set: { leaseUntil: until },
        setWhere: or(isNull(agentRounds.leaseUntil), lt(agentRounds.leaseUntil, now)),
      })
      .returning({ wallet: agentRounds.wallet });
    return rows.length === 1;
  }

  /** The round is over: the lease is given up and what it found is kept. */
  async finish(
    wallet: string,
    round: { at: Date; note: string; failed: boolean; nextRoundAt: Date | null },
  ): Promise<void> {
    await this.db
      .update(agentRounds)
      .set({
        leaseUntil: null,
        lastRoundAt: round.at,
        lastRoundNote: round.note,
        nextRoundAt: round.nextRoundAt,
        failures: round.failed ? sql`${agentRounds.failures} + 1` : 0,
      })
      .where(eq(agentRounds.wallet, wallet));
  }

  /** The optimizer ran for the wallet now: the next run waits. */
  async planned(wallet: string, at: Date): Promise<void> {
    await this.db.update(agentRounds).set({ lastPlanAt: at }).where(eq(agentRounds.wallet, wallet));
  }

  async scheduled(wallet: string, nextRoundAt: Date | null): Promise<void> {
    await this.db
      .insert(agentRounds)
      .values({ wallet, nextRoundAt })
      .onConflictDoUpdate({ target: agentRounds.wallet, set: { nextRoundAt } });
  }

  /** The owner opened the panel: returns when they had last looked (null: never), and records now. */
  async seen(wallet: string, now: Date): Promise<Date | null> {
    const before = await this.state(wallet);
    await this.db
      .insert(agentRounds)
      .values({ wallet, seenAt: now })
      .onConflictDoUpdate({ target: agentRounds.wallet, set: { seenAt: now } });
    return before.seenAt;
  }

  /** Wallets whose agent is on (an account with an address), not paused, with live data or Auto Rebalance on. */
  async running(): Promise<string[]> {
    const rows = await this.db
      .select({ wallet: agentAccounts.wallet })
      .from(agentAccounts)
      .leftJoin(agentRounds, eq(agentRounds.wallet, agentAccounts.wallet))
      .where(
        and(
          ne(agentAccounts.agentAddress, ''),
          sql`coalesce(${agentRounds.paused}, false) = false`,
          sql`(coalesce(${agentRounds.liveData}, true) or coalesce(${agentRounds.autoRebalance}, false))`,
        ),
      );
    return rows.map((r) => r.wallet);
  }
}

/**
 * What a wallet's agent did after `since`: reports paid for and their cost, moves of money it finished and how
 * much they moved, and how many log lines it wrote.
 */
export async function doneSince(
  db: Db,
  wallet: string,
  since: Date,
): Promise<{ bought: number; spentUnits: number; moves: number; movedUnits: number; logEntries: number }> {
  const [p] = await db
    .select({
      bought: sql<number>`count(*)::int`,
      spentUnits: sql<number>`coalesce(sum(${agentPurchases.costUnits}), 0)::bigint`,
    })
    .from(agentPurchases)
    .where(
      and(
        eq(agentPurchases.wallet, wallet),
        eq(agentPurchases.status, 'paid'),
        gt(agentPurchases.createdAt, since),
      ),
    );
  const [m] = await db
    .select({
      moves: sql<number>`count(*)::int`,
      movedUnits: sql<number>`coalesce(sum((${autopilotMoves.plan}->>'amountUnits')::numeric), 0)::bigint`,
    })
    .from(autopilotMoves)
    .where(
      and(
        eq(autopilotMoves.wallet, wallet),
        eq(autopilotMoves.status, 'done'),
        gt(autopilotMoves.finishedAt, since),
      ),
    );
  const [l] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agentLog)
    .where(and(eq(agentLog.wallet, wallet), gt(agentLog.createdAt, since)));
  return {
    bought: Number(p?.bought ?? 0),
    spentUnits: Number(p?.spentUnits ?? 0),
    moves: Number(m?.moves ?? 0),
    movedUnits: Number(m?.movedUnits ?? 0),
    logEntries: Number(l?.n ?? 0),
  };
}
