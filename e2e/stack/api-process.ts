/** Runs the Fin API as its own process (real HTTP between real processes) and waits until it is healthy. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedApiDataFolder } from './api-database';
import { ROOT } from './paths';
import { HOST, origin } from './ports';

export type ApiProcess = { url: string; stop(): Promise<void> };

export type ApiOptions = {
  port: number;
  env: Record<string, string>;
  /** Keep the PGlite data folder between runs (the start command) instead of a fresh temp folder (tests). */
  dataDir?: string;
  log?: (line: string) => void;
};

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`API did not become healthy at ${url} within ${timeoutMs / 1000}s`);
}

export async function startApi(opts: ApiOptions): Promise<ApiProcess> {
  const require = createRequire(`${ROOT}api/package.json`);
  const tsx = require.resolve('tsx/cli');
  const tempDir = opts.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'fin-api-'));
  if (tempDir) seedApiDataFolder(tempDir);
  const url = origin(opts.port);
  const child = spawn(process.execPath, [tsx, 'src/main.ts'], {
    cwd: `${ROOT}api`,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir ?? tempDir ?? '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = opts.log ?? (() => undefined);
  child.stdout?.on('data', (d: Buffer) => log(d.toString()));
  child.stderr?.on('data', (d: Buffer) => log(d.toString()));
  try {
    await waitHealthy(url, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
