// Nonces and sessions in the database, so any instance behind the load balancer can spend a nonce another one
// issued and honour a session another one started. Times are the API's clock (injected in tests), stored as dates.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authNonces, authSessions } from '../../db/schema';

/** Unspent nonces one client address may hold: enough for a whole office behind one NAT signing in at once. */
const MAX_NONCES_PER_CLIENT = 100;
/** Live sessions per wallet (browsers, devices); the oldest ends first. */
const MAX_SESSIONS_PER_WALLET = 20;

export class AuthStore {
  constructor(private readonly db: Db) {}

  /** Keeps the nonce; a client asking in a loop only pushes out its own oldest unspent ones. */
  async addNonce(nonce: string, client: string, expiresAt: number): Promise<void> {
    await this.db.insert(authNonces).values({ nonce, client, expiresAt: new Date(expiresAt) });
    await this.db
      .delete(authNonces)
      .where(
        and(
          eq(authNonces.client, client),
          sql`${authNonces.nonce} not in (select ${authNonces.nonce} from ${authNonces} where ${authNonces.client} = ${client} order by ${authNonces.expiresAt} desc limit ${MAX_NONCES_PER_CLIENT})`,
        ),
      );
  }

  /** Deletes the nonce and returns when it expires: one DELETE, so two instances can never both spend it. */
  async spendNonce(nonce: string): Promise<number | undefined> {
    const rows = await this.db
      .delete(authNonces)
      .where(eq(authNonces.nonce, nonce))
      .returning({ expiresAt: authNonces.expiresAt });
    return rows[0]?.expiresAt.getTime();
  }

  async addSession(tokenHash: string, address: string, expiresAt: number): Promise<void> {
    await this.db.insert(authSessions).values({ tokenHash, address, expiresAt: new Date(expiresAt) });
    await this.db
      .delete(authSessions)
      .where(
        and(
          eq(authSessions.address, address),
          sql`${authSessions.tokenHash} not in (select ${authSessions.tokenHash} from ${authSessions} where ${authSessions.address} = ${address} order by ${authSessions.createdAt} desc, ${authSessions.expiresAt} desc limit ${MAX_SESSIONS_PER_WALLET})`,
        ),
      );
  }

  async findSession(tokenHash: string): Promise<{ address: string; expiresAt: number } | undefined> {
    const rows = await this.db
      .select({ address: authSessions.address, expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .where(eq(authSessions.tokenHash, tokenHash));
    const row = rows[0];
    return row ? { address: row.address, expiresAt: row.expiresAt.getTime() } : undefined;
  }

  /** Drops nonces and sessions that expired before `before` (part of the cluster's retention sweep). */
  async sweep(before: Date): Promise<void> {
    await this.db.delete(authNonces).where(lte(authNonces.expiresAt, before));
    await this.db.delete(authSessions).where(lte(authSessions.expiresAt, before));
  }
}
