// A wallet's cached earnings do not stay in the shared cache forever: the retention sweep drops the per-wallet rows a
// day old and keeps the fresh ones and the shared lists, and an instance's decoded copies stay bounded.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedCacheStore, sweepSharedCache } from '../src/cache/shared-cache-store';
import type { Database } from '../src/db/client';
import { sharedCache } from '../src/db/schema';
import { EARNINGS_CACHE_PREFIX } from '../src/modules/earnings/service';
import { openTestDatabase } from './support/test-app';

const DAY = 86_400_000;
const NOW = 1_800_000_000_000;
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('the shared cache retention sweep', () => {
  it("drops a wallet's earnings a day old, keeps fresh ones, one being rebuilt, and the yields list", async () => {
    const store = new SharedCacheStore(db.db, { checkMs: 0, now: () => NOW });
    await store.set(`${EARNINGS_CACHE_PREFIX}0xold`, { value: { earned: 1 }, storedAt: NOW - 2 * DAY });
    await store.set(`${EARNINGS_CACHE_PREFIX}0xfresh`, { value: { earned: 2 }, storedAt: NOW - 60_000 });
    await store.set(`${EARNINGS_CACHE_PREFIX}0xbusy`, { value: { earned: 3 }, storedAt: NOW - 2 * DAY });
    await db.db
      .update(sharedCache)
      .set({ rebuildUntil: NOW + 30_000 })
      .where(eq(sharedCache.key, `${EARNINGS_CACHE_PREFIX}0xbusy`));
    await store.set('yields:list', { value: { rows: [] }, storedAt: NOW - 5 * DAY });

    expect(await sweepSharedCache(db.db, EARNINGS_CACHE_PREFIX, NOW - DAY)).toBe(1);

    const left = (await db.db.select({ key: sharedCache.key }).from(sharedCache)).map((r) => r.key).sort();
    expect(left).toEqual([
      `${EARNINGS_CACHE_PREFIX}0xbusy`,
      `${EARNINGS_CACHE_PREFIX}0xfresh`,
      'yields:list',
    ]);
  });

  it('an instance keeps a bounded number of decoded copies: the oldest is read again from the database', async () => {
    const store = new SharedCacheStore(db.db, { checkMs: 3_600_000, now: () => NOW, maxLocalCopies: 3 });
    for (let i = 0; i <= 3; i++) await store.set(`bound:${i}`, { value: i, storedAt: NOW });
    await db.db.delete(sharedCache).where(eq(sharedCache.key, 'bound:0'));
    await db.db.delete(sharedCache).where(eq(sharedCache.key, 'bound:3'));
    // The newest copy is still served from memory; the oldest was dropped, so the database's answer (gone) shows.
    expect((await store.get('bound:3'))?.value).toBe(3);
    expect(await store.get('bound:0')).toBeUndefined();
  });
});
