/**
 * Starts what the API benchmarks measure, as separate processes talking HTTP: a devnet on free ports (in this
 * process, through @fin/devnet) and the API itself (`api/src/main.ts` in its own Node process, production
 * middleware on: helmet, CORS, compression, rate limiting, request logging at warn level).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Devnet, findFreePortRange, startDevnet, writeManifest } from '@fin/devnet';

const API_DIR = resolve(import.meta.dirname, '../api');

export type BenchStack = { devnet: Devnet; apiUrl: string; stop: () => Promise<void> };

export async function startBenchStack(
  apiEnv: (devnet: Devnet) => Promise<Record<string, string>> | Record<string, string> = () => ({}),
): Promise<BenchStack> {
  const base = await findFreePortRange(10);
  const devnet = await startDevnet({ basePort: base, attestationPort: base + 7 });
  const dir = mkdtempSync(join(tmpdir(), 'fin-bench-api-'));
  const manifest = writeManifest(devnet.manifest, join(dir, 'manifest.json'));
  const port = base + 8;
  const extraEnv = await apiEnv(devnet);
  const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PROFILE: 'devnet',
      PORT: String(port),
      DATA_DIR: join(dir, 'api-data'),
      FIN_DEVNET_MANIFEST: manifest,
      LOG_LEVEL: 'warn',
      // The benchmark is one client: lift the per-client limit so it measures serving, not refusing.
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    try {
      if ((await fetch(`${apiUrl}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the API did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    devnet,
    apiUrl,
    stop: async () => {
      const exited = new Promise((r) => api.once('exit', r));
      api.kill('SIGTERM');
      await exited;
      await devnet.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
