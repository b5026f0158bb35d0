// A migrated, empty data folder made once per test run: every API process the browser tests start gets a copy
// (a file copy, a tenth of a second) instead of creating its database cluster (about three seconds of CPU, far
// more while three workers share two cores). Several tests restart the API for a fresh database.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@fin/api/database';

const TEMPLATE_ENV = 'FIN_API_DATABASE_TEMPLATE';

/** Makes the template and names it to the workers (their environment is this process's). Returns the clean-up. */
export async function makeApiDatabaseTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'fin-api-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
  await database.close();
  process.env[TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Fills a new API data folder from the run's template, when there is one (the start command has none). */
export function seedApiDataFolder(dataDir: string): void {
  const template = process.env[TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
}
