/**
 * A PostgreSQL database of its own for a cluster of API instances. With TEST_DATABASE_URL (the throwaway server
 * `npm test` starts, see .ci/fin.mjs) a fresh database is created in that server; otherwise a throwaway server is
 * started from Debian's postgresql binaries in a temporary folder. Either way nothing else is touched, and stop()
 * removes what was made.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePortRange } from '@fin/devnet';

export type Postgres = { url: string; stop(): Promise<void> };

const psql = (url: string, statement: string) =>
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', statement], { stdio: 'pipe' });

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((x, y) => Number(y) - Number(x))[0]
    : undefined;
  if (!version) throw new Error("PostgreSQL's server binaries are missing: apt-get install postgresql");
  return join(base, version, 'bin');
}

async function throwawayServer(): Promise<{ serverUrl: string; stop(): void }> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'fin-cluster-pg-'));
  const data = join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster then belongs to Debian's postgres user.
  const as = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  if (isRoot) chmodSync(dir, 0o777);
  const port = await findFreePortRange(1);
  as(join(bin, 'initdb'), ['-D', data, '-U', 'fin', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  as(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    serverUrl: `postgres://fin@127.0.0.1:${port}/postgres`,
    stop() {
      const stop = [join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'];
      if (isRoot) spawnSync('runuser', ['-u', 'postgres', '--', ...stop], { stdio: 'ignore' });
      else spawnSync(stop[0] as string, stop.slice(1), { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startPostgres(): Promise<Postgres> {
  const given = process.env.TEST_DATABASE_URL;
  const server = given ? { serverUrl: given, stop() {} } : await throwawayServer();
  const name = `fin_cluster_${process.pid}_${Date.now().toString(36)}`;
  psql(server.serverUrl, `create database ${name}`);
  const url = new URL(server.serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      try {
        psql(server.serverUrl, `drop database if exists ${name} with (force)`);
      } finally {
        server.stop();
      }
    },
  };
}
