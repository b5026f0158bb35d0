// What the optimizer weighed is kept per wallet in the database: two instances (two repositories over one
// database) see the same, each wallet sees only its own, and an old analysis stops counting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { WeighedRepository } from '../src/modules/optimizer/weighed';
import { openTestDatabase } from './support/test-app';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const A = '0x00000000000000000000000000000000000000Aa';
const B = '0x00000000000000000000000000000000000000Bb';
const at = (iso: string) => new Date(iso);

describe('what the optimizer weighed for a wallet', () => {
  it('is seen by another instance, per wallet, replaced by the next analysis and ignored once old', async () => {
    const [one, two] = [new WeighedRepository(db.db), new WeighedRepository(db.db)];
    await one.note(A, [{ protocol: 'Aave V3', chainName: 'Base' }], at('2026-11-26T12:00:00Z'));
    await two.note(B, [{ protocol: 'Moonwell', chainName: 'Optimism' }], at('2026-11-26T12:00:00Z'));
    const since = at('2026-11-26T11:30:00Z');
    expect(await two.since(A.toUpperCase().replace('0X', '0x'), since)).toEqual([
      { protocol: 'Aave V3', chainName: 'Base' },
    ]);
    expect(await one.since(B, since)).toEqual([{ protocol: 'Moonwell', chainName: 'Optimism' }]);
    expect(await one.since('0x00000000000000000000000000000000000000cc', since)).toEqual([]);

    await two.note(A, [{ protocol: 'Compound V3', chainName: 'Arbitrum' }], at('2026-11-26T12:10:00Z'));
    expect(await one.since(A, since)).toEqual([{ protocol: 'Compound V3', chainName: 'Arbitrum' }]);
    expect(await one.since(B, since)).toEqual([{ protocol: 'Moonwell', chainName: 'Optimism' }]);
    expect(await one.since(A, at('2026-11-26T12:10:01Z'))).toEqual([]);
  });
});
