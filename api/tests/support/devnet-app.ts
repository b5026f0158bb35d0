import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { startTestDevnet, type TestDevnet } from './devnet';
import { openTestDatabase, startTestApp, type TestServer } from './test-app';

export type DevnetApp = { net: TestDevnet; db: Database; api: TestServer };

/**
 * One devnet, one migrated database and one API reading that devnet for the test file that calls this; all three
 * stop after its last test. The fields are filled before the first test runs, so read them inside tests only.
 */
export function devnetAppForFile(): DevnetApp {
  const app = {} as DevnetApp;
  beforeAll(async () => {
    [app.net, app.db] = await Promise.all([startTestDevnet(), openTestDatabase()]);
    app.api = await startTestApp(app.db, { FIN_DEVNET_MANIFEST: app.net.manifestPath });
  });
  afterAll(async () => {
    await app.api?.close();
    await app.net?.stop();
    await app.db?.close();
  });
  return app;
}
