// What the optimizer weighed for each wallet, in the database so every API instance of a cluster sees it: the
// analysis runs on one instance, the wallet's agent may tick on another.
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { optimizerWeighed } from '../../db/schema';

export type WeighedVenue = { protocol: string; chainName: string };

export class WeighedRepository {
  constructor(private readonly db: Db) {}

  /** Replaces what the optimizer weighs for the wallet with this analysis' venues. */
  async note(wallet: string, venues: readonly WeighedVenue[], at: Date): Promise<void> {
    const row = { address: wallet.toLowerCase(), venues: [...venues], weighedAt: at };
    await this.db
      .insert(optimizerWeighed)
      .values(row)
      .onConflictDoUpdate({ target: optimizerWeighed.address, set: { venues: row.venues, weighedAt: at } });
  }

  /** The venues the wallet's last analysis weighed, if it ran at or after `since`; none otherwise. */
  async since(wallet: string, since: Date): Promise<WeighedVenue[]> {
    const [row] = await this.db
      .select({ venues: optimizerWeighed.venues })
      .from(optimizerWeighed)
      .where(and(eq(optimizerWeighed.address, wallet.toLowerCase()), gte(optimizerWeighed.weighedAt, since)));
    return row?.venues ?? [];
  }
}
