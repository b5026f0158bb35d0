// Rebalance decisions are kept like notifications: a wallet's decisions older than the retention window go, and a
// wallet keeps at most its newest DECISIONS_KEPT, so calls in a loop cannot grow the database without end.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { rebalanceDecisions } from '../src/db/schema';
import { RebalanceDecisionsRepository } from '../src/modules/optimizer/adapter';
import { DECISIONS_KEPT } from '../src/modules/optimizer/service';
import { openTestDatabase } from './support/test-app';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const row = (address: string, createdAt: Date) => ({
  address,
  fromPositionId: 'p',
  toOpportunityId: 'o',
  fromVenue: 'Compound V3@Base',
  toVenue: 'Aave V3@Base',
  amount: '1',
  status: 'rejected',
  code: 'STALE_DECISION',
  reason: 'stale',
  decision: {},
  createdAt,
});

const countOf = async (address: string) =>
  (
    await db.db.select({ n: count() }).from(rebalanceDecisions).where(eq(rebalanceDecisions.address, address))
  )[0]!.n;

describe('rebalance decisions retention', () => {
  it('keeps a wallet’s newest decisions within the window, and leaves other wallets alone', async () => {
    const repo = new RebalanceDecisionsRepository(db.db);
    const now = Date.now();
    await db.db.insert(rebalanceDecisions).values(row(WALLET, new Date(now - 100 * 86_400_000)));
    await db.db
      .insert(rebalanceDecisions)
      .values(Array.from({ length: DECISIONS_KEPT + 20 }, (_, i) => row(WALLET, new Date(now - i * 1000))));
    await db.db.insert(rebalanceDecisions).values(row(OTHER, new Date(now - 100 * 86_400_000)));
    await repo.prune(WALLET, new Date(now - 90 * 86_400_000), DECISIONS_KEPT);
    expect(await countOf(WALLET)).toBe(DECISIONS_KEPT);
    const kept = await repo.list(WALLET, 1);
    expect(kept[0]!.createdAt.getTime()).toBe(now);
    expect(await countOf(OTHER)).toBe(1);
  });
});
