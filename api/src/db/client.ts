// One data layer over two engines: embedded PGlite (a data folder, or memory for tests) by default, PostgreSQL
// (node-postgres pool) when DATABASE_URL is set. Both run the same drizzle migrations from api/drizzle.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Plain SQL for the job queue (pg-boss, see modules/autopilot/job-queue.ts): the pool's connections on
   * PostgreSQL, the one embedded engine on PGlite (one process: the queue is that process's alone).
   */
  jobsSql: JobsSql;
  /** Round trip to the engine; rejects when it is unusable. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type JobsSql = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** pg-boss sends its schema as one multi-statement script without parameters: PGlite runs those with exec. */
function pgliteJobsSql(client: PGlite): JobsSql {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

const MIGRATIONS = resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /**
   * In memory. `seed` is a dumped data folder to start from: tests migrate one database per run and load it in
   * every file (under a second) instead of creating a cluster each time (about three).
   */
  | { kind: 'pglite-memory'; seed?: Blob };

export function databaseOptions(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: resolve(config.dataDir, 'pglite') };
}

/** Any fixed number: the advisory lock every Fin instance takes while it migrates. */
const MIGRATION_LOCK = 4_031_931;

/**
 * Instances started together (a deploy of N) would each apply the same migrations at once and trip over each
 * other's tables: each waits for a session-level advisory lock first, and the ones after the first find nothing
 * left to apply.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockHolder.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection must not crash the process; the next query reports the failure.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    await migrateAlone(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS }));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      jobsSql: { executeSql: (text, values) => pool.query(text, values) },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.kind === 'pglite') {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = options.dataDir;
  }
  const { client, db } = await openMigratedPglite(
    dataDir,
    options.kind === 'pglite-memory' ? options.seed : undefined,
  );
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    jobsSql: pgliteJobsSql(client),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openMigratedPglite(dataDir: string | undefined, seed: Blob | undefined) {
  const client = await PGlite.create(dataDir, seed ? { loadDataDir: seed } : {});
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return { client, db };
}

/** A migrated, empty in-memory database dumped as a data folder (the `seed` of later in-memory databases). */
export async function dumpMigratedDatabase(): Promise<Blob> {
  const { client } = await openMigratedPglite(undefined, undefined);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
