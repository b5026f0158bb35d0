// The per-wallet rule limit on a real PostgreSQL, where requests run on separate connections at once: five
// simultaneous adds to a wallet allowed one keep exactly one (thirty rounds), and another wallet's adds are not held back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { AlertsRepository } from '../../src/modules/alerts/adapter';

const url = process.env.TEST_DATABASE_URL as string;
const WALLETS = ['0x00000000000000000000000000000000000a1e01', '0x00000000000000000000000000000000000a1e02'];

let db: Database;
const wipe = () =>
  db.db.execute(sql`delete from alert_rules where address in (${WALLETS[0]}, ${WALLETS[1]})`);

beforeAll(async () => {
  db = await openDatabase({ kind: 'postgres', url });
  await wipe();
});
afterAll(async () => {
  await wipe();
  await db?.close();
});

describe('alert rules per wallet on PostgreSQL', () => {
  it('holds the limit when many adds arrive at once, round after round', async () => {
    const repo = new AlertsRepository(db.db);
    const now = new Date();
    // Many rounds of ten at once (the pool's connections): without the lock some round lets two in.
    for (let round = 0; round < 30; round += 1) {
      await wipe();
      const saved = await Promise.all(
        WALLETS.flatMap((w) =>
          Array.from({ length: 5 }, (_, i) =>
            repo.addRule(w, { kind: 'transfer-stuck', minutes: 10 + i }, 1, now),
          ),
        ),
      );
      for (const w of WALLETS) {
        expect(saved.filter((r) => r?.address === w)).toHaveLength(1);
        expect(await repo.rules(w)).toHaveLength(1);
      }
    }
  });
});
