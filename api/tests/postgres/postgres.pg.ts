// The same schema, migrations and endpoints on a real PostgreSQL (DATABASE_URL). Collected only when
// TEST_DATABASE_URL points at a reachable server, e.g. postgres://postgres@127.0.0.1:5432/fin_test.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { CaptureYieldSource } from '../../src/modules/yields/capture-adapter';
import { DownChainReader } from '../support/fake-chains';
import { getJson, postJson, startTestApp, type TestServer } from '../support/test-app';
import { bearer, KEY_2, signIn } from '../support/wallet-session';

const url = process.env.TEST_DATABASE_URL as string;
const WALLET = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const AAVE_USDC_ETHEREUM = 'aa70268e-4b52-42bf-a116-608b370f9501';

let db: Database;
let api: TestServer;

beforeAll(async () => {
  db = await openDatabase({ kind: 'postgres', url });
  await db.db.execute(sql`delete from notifications where address = ${WALLET}`);
  // The .pg.ts files share one database: another file's running API may have recorded today's snapshot of this pool,
  // and a 30-day history then holds that point alone. This file asks for the captured history only.
  await db.db.execute(sql`delete from yield_snapshots where pool_id = ${AAVE_USDC_ETHEREUM}`);
  api = await startTestApp(
    db,
    {},
    { chains: new DownChainReader(), yieldSources: [new CaptureYieldSource()] },
  );
});
afterAll(async () => {
  await db?.db.execute(sql`delete from notifications where address = ${WALLET}`);
  await api?.close();
  await db?.close();
});

describe('PostgreSQL via DATABASE_URL', () => {
  it('runs the drizzle migrations (twice is a no-op) and reports itself in readiness', async () => {
    const again = await openDatabase({ kind: 'postgres', url });
    await again.close();
    const tables = await db.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining(['notifications', 'yield_snapshots']));
    const ready = await getJson(`${api.url}/api/ready`);
    expect(ready.body.database).toMatchObject({ name: 'database (postgres)', ok: true });
  });

  it('stores and lists notifications (signed in as the wallet)', async () => {
    const auth = bearer(await signIn(api.url, KEY_2));
    const r = await postJson(
      `${api.url}/api/notifications/trigger`,
      {
        event: 'transfer.failed',
        transfer: {
          id: 'transfer_1763726400001',
          amount: '10',
          asset: 'USDC',
          sourceChain: 1,
          destinationChain: 'avalanche',
          recipient: WALLET,
          status: 'error',
          timestamp: '2026-11-21T10:00:00Z',
          transferMode: 'standard',
          error: 'Burn failed: user rejected',
        },
      },
      auth,
    );
    expect(r.status).toBe(201);
    const list = await getJson(`${api.url}/api/notifications/${WALLET}`, { headers: auth });
    expect(list.body.notifications).toEqual([
      expect.objectContaining({
        event: 'transfer.failed',
        sourceChainId: 1,
        destinationChainId: 43114,
        error: 'Burn failed: user rejected',
      }),
    ]);
  });

  it('serves the yields list and pool history', async () => {
    const r = await getJson(`${api.url}/api/defi/all-stablecoins`);
    expect(r.status).toBe(200);
    const h = await getJson(`${api.url}/api/defi/pools/${AAVE_USDC_ETHEREUM}/history?days=30`);
    expect((h.body.points as unknown[]).length).toBe(14);
  });
});
