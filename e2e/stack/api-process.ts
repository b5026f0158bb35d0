/** Runs the Fin API as its own process (real HTTP between real processes) and waits until it is healthy. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedApiDataFolder } from './api-database';
import { ROOT } from './paths';
import { HOST, origin } from './ports';

export type ApiProcess = {
  url: string;
  /** SIGTERM (drains), SIGKILL if it has not exited within 5 s; then removes its temp data folder. */
  stop(): Promise<void>;
  /** Sends a signal and returns at once (SIGKILL: a crash; SIGTERM: a drain the caller waits on with `exited`). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

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
  // tsx as a loader inside the API's own process (not tsx's CLI, which runs the API as a child of its own): a
  // signal sent to this process reaches the API itself, SIGKILL included.
  const require = createRequire(`${ROOT}api/package.json`);
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const tempDir = opts.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'fin-api-'));
  if (tempDir) seedApiDataFolder(tempDir);
  const url = origin(opts.port);
  const child = spawn(process.execPath, ['--import', tsx, 'src/main.ts'], {
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
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
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
    exited,
    signal: (signal) => child.kill(signal),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
