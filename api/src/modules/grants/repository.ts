// Each wallet's grants in the database. Every read and write names the wallet: a row is only ever found for the
// wallet that signed it.
import type { GrantVenue } from '@fin/shared/domain/grant/venues';
import type { SignedDelegation } from '@fin/shared/schemas/grant';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentGrants } from '../../db/schema';

export type GrantRow = Omit<typeof agentGrants.$inferSelect, 'venues' | 'delegation'> & {
  venues: GrantVenue[];
  delegation: SignedDelegation;
};

export type NewGrant = Omit<GrantRow, 'id' | 'createdAt' | 'revokedAt' | 'revokeTx'>;

export class GrantsRepository {
  constructor(private readonly db: Db) {}

  async add(grant: NewGrant): Promise<GrantRow> {
    const [row] = await this.db.insert(agentGrants).values(grant).returning();
    if (!row) throw new Error('The grant was not stored');
    return row as GrantRow;
  }

  /** The wallet's grants, newest first (at most 20: older ones are history the page does not show). */
  async list(wallet: string): Promise<GrantRow[]> {
    const rows = await this.db
      .select()
      .from(agentGrants)
      .where(eq(agentGrants.wallet, wallet))
      .orderBy(desc(agentGrants.createdAt), desc(agentGrants.id))
      .limit(20);
    return rows as GrantRow[];
  }

  /** Grants not yet seen revoked, of one wallet on one network, newest first. */
  async unrevoked(wallet: string, chainId: number): Promise<GrantRow[]> {
    const rows = await this.db
      .select()
      .from(agentGrants)
      .where(
        and(eq(agentGrants.wallet, wallet), eq(agentGrants.chainId, chainId), isNull(agentGrants.revokedAt)),
      )
      .orderBy(desc(agentGrants.createdAt), desc(agentGrants.id));
    return rows as GrantRow[];
  }

  async markRevoked(wallet: string, id: number): Promise<void> {
    await this.db
      .update(agentGrants)
      .set({ revokedAt: new Date() })
      .where(and(eq(agentGrants.wallet, wallet), eq(agentGrants.id, id), isNull(agentGrants.revokedAt)));
  }
}
