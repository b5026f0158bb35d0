// The agent's moves in the database (autopilot_moves): each one a state machine keyed by its id. Every transition
// is one conditional UPDATE from the state before it, so a move is announced once, cancelled or started once, and
// each of its steps is sent once, whichever instance asks and however often.
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import type { Db } from '../../db/client';
import { autopilotMoves } from '../../db/schema';

type MoveStatus = 'announced' | 'cancelled' | 'running' | 'done' | 'stopped' | 'failed';

type MoveCall = { to: Address; data: Hex };

/**
 * One step of a move: calls sent together through the grant (one transaction), e.g. approve + deposit. A move
 * between networks burns on the one it leaves (approve + depositForBurn, minted to the owner) and has a 'mint' step
 * with no calls of its own: the agent's account relays Circle's attested message to the destination.
 */
type PlannedStep = {
  name: 'withdraw' | 'deposit' | 'burn' | 'mint';
  label: string;
  /** The network it is sent on; the plan's (the destination) when absent. */
  chainId?: number;
  calls: MoveCall[];
};

export type MovePlan = {
  /** Where the money goes (and every step is sent, on one network). */
  chainId: number;
  chain: string;
  /** A move between networks: the network the money leaves. */
  fromChainId?: number;
  fromChain?: string;
  /** 'Wallet', 'Aave V3', ... */
  fromProtocol: string;
  toProtocol: string;
  /** USDC units (6 decimals), as a decimal string. */
  amountUnits: string;
  /** The optimizer's arithmetic, in words: what it earns, what it costs, when it pays back. */
  arithmetic: string;
  steps: PlannedStep[];
};

/**
 * One step's state: pending → sending (claimed by one instance, before anything is signed) → sent (its transaction
 * broadcast) → done (mined, status success) | failed (reverted, or never found on chain). The hash is recorded
 * while still 'sending', before the broadcast; a step with a hash is only ever resolved from the chain, never
 * sent again. A refused send (the estimate reverted) goes back to pending, to be tried again.
 */
export type StepRecord = {
  name: string;
  status: 'pending' | 'sending' | 'sent' | 'done' | 'failed';
  transactions: Hex[];
  attempts: number;
  /** When it was claimed to be sent (ISO), and the agent account's pending nonce read just before. */
  claimedAt?: string;
  claimNonce?: number;
  /** When its transaction was signed and its hash recorded (ISO), and that transaction's nonce. */
  signedAt?: string;
  nonce?: number;
};

export type MoveRow = Omit<typeof autopilotMoves.$inferSelect, 'plan' | 'steps' | 'status'> & {
  status: MoveStatus;
  plan: MovePlan;
  steps: StepRecord[];
};

const asMove = (row: typeof autopilotMoves.$inferSelect): MoveRow => row as unknown as MoveRow;

export class MovesStore {
  constructor(private readonly db: Db) {}

  async announce(move: { id: string; wallet: string; plan: MovePlan; runAt: Date }): Promise<MoveRow> {
    const steps: StepRecord[] = move.plan.steps.map((s) => ({
      name: s.name,
      status: 'pending',
      transactions: [],
      attempts: 0,
    }));
    const [row] = await this.db
      .insert(autopilotMoves)
      .values({ ...move, status: 'announced', steps })
      .returning();
    return asMove(row!);
  }

  /** The wallet's moves not yet over (announced or running), oldest first. */
  async open(wallet: string): Promise<MoveRow[]> {
    const rows = await this.db
      .select()
      .from(autopilotMoves)
      .where(and(eq(autopilotMoves.wallet, wallet), inArray(autopilotMoves.status, ['announced', 'running'])))
      .orderBy(autopilotMoves.createdAt);
    return rows.map(asMove);
  }

  async latest(wallet: string, limit = 10): Promise<MoveRow[]> {
    const rows = await this.db
      .select()
      .from(autopilotMoves)
      .where(eq(autopilotMoves.wallet, wallet))
      .orderBy(desc(autopilotMoves.createdAt))
      .limit(limit);
    return rows.map(asMove);
  }

  /** Cancelled only while still announced: false once it has started (or was cancelled already). */
  async cancel(
    wallet: string,
    id: string,
    now: Date,
    note = 'Cancelled by you before it ran: nothing moved',
  ): Promise<boolean> {
    const rows = await this.db
      .update(autopilotMoves)
      .set({ status: 'cancelled', finishedAt: now, note })
      .where(
        and(
          eq(autopilotMoves.id, id),
          eq(autopilotMoves.wallet, wallet),
          eq(autopilotMoves.status, 'announced'),
        ),
      )
      .returning({ id: autopilotMoves.id });
    return rows.length === 1;
  }

  /** Announced moves whose cancel window is over start running: each is returned to exactly one caller. */
  async start(wallet: string, now: Date): Promise<MoveRow[]> {
    const rows = await this.db
      .update(autopilotMoves)
      .set({ status: 'running' })
      .where(
        and(
          eq(autopilotMoves.wallet, wallet),
          eq(autopilotMoves.status, 'announced'),
          lte(autopilotMoves.runAt, now),
        ),
      )
      .returning();
    return rows.map(asMove);
  }

  async running(wallet: string): Promise<MoveRow[]> {
    const rows = await this.db
      .select()
      .from(autopilotMoves)
      .where(and(eq(autopilotMoves.wallet, wallet), eq(autopilotMoves.status, 'running')));
    return rows.map(asMove);
  }

  /**
   * Step `index` of a running move goes from `from` to `to`, only if it still is exactly `from` (compare and
   * swap on its JSON): of two instances moving the same step on, one wins, the other gets false and stops.
   */
  async moveStep(id: string, index: number, from: StepRecord, to: StepRecord): Promise<boolean> {
    const rows = await this.db
      .update(autopilotMoves)
      .set({
        steps: sql`jsonb_set(${autopilotMoves.steps}, ${`{${index}}`}::text[], ${JSON.stringify(to)}::jsonb)`,
      })
      .where(
        and(
          eq(autopilotMoves.id, id),
          eq(autopilotMoves.status, 'running'),
          sql`${autopilotMoves.steps} -> ${index}::int = ${JSON.stringify(from)}::jsonb`,
        ),
      )
      .returning({ id: autopilotMoves.id });
    return rows.length === 1;
  }

  async finish(
    id: string,
    status: 'done' | 'stopped' | 'failed' | 'cancelled',
    note: string,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(autopilotMoves)
      .set({ status, note, finishedAt: now })
      .where(and(eq(autopilotMoves.id, id), eq(autopilotMoves.status, 'running')))
      .returning({ id: autopilotMoves.id });
    return rows.length === 1;
  }

  /** Where a running move stands, in words, until it finishes. */
  async noteRunning(id: string, note: string): Promise<void> {
    await this.db
      .update(autopilotMoves)
      .set({ note })
      .where(and(eq(autopilotMoves.id, id), eq(autopilotMoves.status, 'running')));
  }
}
