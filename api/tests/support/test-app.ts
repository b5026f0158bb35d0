// Builds the real app for in-process route tests: real config parsing, real PGlite (in memory), real services.
// Only the parts a test names are replaced.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { createApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { type AppDeps, createDeps } from '../../src/deps';
import { answerClientErrors } from '../../src/http/client-errors';
import { createLogger } from '../../src/logger';
import type { DepsOverrides } from '../../src/wiring/overrides';

/** A loopback port nothing listens on: RPC URLs for tests that must never leave the machine. */
export const DEAD_RPC = 'http://127.0.0.1:9';

function testEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    LOG_LEVEL: 'silent',
    FIN_DEVNET_MANIFEST: '/nonexistent/manifest.json',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Route tests refresh on purpose and count the points each refresh records; the throttles have their own tests.
    YIELDS_REFRESH_MIN_INTERVAL_SECONDS: '0',
    SNAPSHOT_INTERVAL_SECONDS: '0',
    ...env,
  };
}

function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(testEnv(env));
}

let migrated: Blob | undefined;

/** A fresh in-memory database, already migrated (loaded from the run's dump, see global-setup.ts). */
export function openTestDatabase(): Promise<Database> {
  migrated ??= new Blob([readFileSync(inject('migratedDatabase'))]);
  return openDatabase({ kind: 'pglite-memory', seed: migrated });
}

export type TestServer = { url: string; deps: AppDeps; close: () => Promise<void> };

/** The app on a free loopback port, so requests go over real HTTP like a browser's. */
export async function startTestApp(
  database: Database,
  env: Record<string, string> = {},
  overrides: DepsOverrides = {},
): Promise<TestServer> {
  const config = testConfig(env);
  const deps = createDeps(config, createLogger(config.logLevel), database, overrides);
  const app = createApp(deps);
  const server = app.listen(0, '127.0.0.1');
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.cache.settle();
    },
  };
}

export type Json = Record<string, unknown>;

export async function getJson(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: Json; headers: Headers }> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : {}, headers: res.headers };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return getJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Asserts the one error shape and returns its code. */
export function envelopeCode(body: Json): string {
  const error = body.error as { code?: unknown; message?: unknown } | undefined;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') {
    throw new Error(`not an error envelope: ${JSON.stringify(body)}`);
  }
  if (JSON.stringify(body).includes('    at ')) throw new Error('stack trace leaked to the client');
  return error.code;
}
