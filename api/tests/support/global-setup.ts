// Once per test run: one migrated, empty database dumped to a file. Every in-memory test database loads it (under
// a second) instead of creating and migrating a cluster of its own (about three seconds, far more on a busy machine).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the dumped data folder of a migrated, empty database. */
    migratedDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fin-api-seed-'));
  const file = join(dir, 'migrated-database.tar');
  const dump = await dumpMigratedDatabase();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
