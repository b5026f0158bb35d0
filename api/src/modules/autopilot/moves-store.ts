// The agent's moves in the database (autopilot_moves): each one a state machine keyed by its id. Every transition
// is one conditional UPDATE from the state before it, so a move is announced once, cancelled or started once, and
// each of its steps is sent once, whichever instance asks and however often.
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import type { Db } from '../../db/client';
import { autopilotMoves } from '../../db/schema';

type MoveStatus = 'announced' | 'cancelled' | 'running' | 'done' | 'stopped';

type MoveCall = { to: Address; data: Hex };

/** One step of a move: calls sent together through the grant (one transaction), e.g. approve + deposit. */
type PlannedStep = { name: 'withdraw' | 'deposit'; label: string; calls: MoveCall[] };

export type MovePlan = {
  chainId: number;
  chain: string;
  /** 'Wallet', 'Aave V3', ... */
  fromProtocol: string;
  toProtocol: string;
  /** USDC units (6 decimals), as a decimal string. */
  amountUnits: string;
  /** The optimizer's arithmetic, in words: what it earns, what it costs, when it pays back. */
  arithmetic: string;
  steps: PlannedStep[];
};

export type StepRecord = { name: string; status: 'pending' | 'done'; transactions: Hex[]; attempts: number };

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
  async cancel(wallet: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(autopilotMoves)
      .set({ status: 'cancelled', finishedAt: now, note: 'Cancelled by you before it ran: nothing moved' })
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

  async saveSteps(id: string, steps: StepRecord[]): Promise<void> {
    await this.db
      .update(autopilotMoves)
      .set({ steps })
      .where(and(eq(autopilotMoves.id, id), eq(autopilotMoves.status, 'running')));
  }

  async finish(id: string, status: 'done' | 'stopped', note: string, now: Date): Promise<void> {
    await this.db
      .update(autopilotMoves)
      .set({ status, note, finishedAt: now })
      .where(and(eq(autopilotMoves.id, id), eq(autopilotMoves.status, 'running')));
  }

  /** Where a running move stands, in words, until it finishes. */
  async noteRunning(id: string, note: string): Promise<void> {
    await this.db.update(autopilotMoves).set({ note }).where(eq(autopilotMoves.id, id));
  }
}
