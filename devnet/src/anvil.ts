// Spawns one anvil node (the native binary of @foundry-rs/anvil-linux-amd64, without the npm wrapper's
// extra Node process) and stops it. Every node listens on loopback only.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Path of the anvil binary for this platform, resolved through @foundry-rs/anvil's optional dependency. */
export function anvilBinaryPath(): string {
  const wrapper = require.resolve('@foundry-rs/anvil/package.json');
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`;
  const pkg = createRequire(wrapper).resolve(`${platformPackage}/package.json`);
  return join(dirname(pkg), 'bin', 'anvil');
}

export type AnvilNode = {
  chainId: number;
  port: number;
  rpcUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
};

export type AnvilOptions = {
  chainId: number;
  port: number;
  /** Timestamp of the genesis block (seconds). */
  genesisTimestamp: number;
  log?: (s: string) => void;
};

/** Processes started by this module that are still running; killed if the host process exits abruptly. */
const running = new Set<ChildProcess>();
process.once('exit', killAllAnvils);

/** Kills every anvil this process started (for a signal that arrives before the devnet is up). */
export function killAllAnvils(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Exit handlers do not run when the host is SIGKILLed (a test runner's timeout, an OOM kill). A detached
 * shell per node checks once a second that the host is alive and kills the node once it is not; it exits by
 * itself when the node stops first.
 */
function watchForOrphan(child: ChildProcess): void {
  if (child.pid === undefined || process.platform === 'win32') return;
  const script =
    'while kill -0 "$0" 2>/dev/null && kill -0 "$1" 2>/dev/null; do sleep 1; done; kill -0 "$0" 2>/dev/null || kill -9 "$1" 2>/dev/null';
  spawn('sh', ['-c', script, String(process.pid), String(child.pid)], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}

export async function startAnvil(opts: AnvilOptions): Promise<AnvilNode> {
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(opts.port),
    '--chain-id',
    String(opts.chainId),
    '--timestamp',
    String(opts.genesisTimestamp),
    // Pinned, not anvil's moving 'latest': Prague brings EIP-7702, which the delegation grants need.
    '--hardfork',
    'prague',
    '--quiet',
  ];
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  watchForOrphan(child);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
    if (stderr.length > 4000) stderr = stderr.slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => running.delete(child));
  const rpcUrl = `http://127.0.0.1:${opts.port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitForRpc(rpcUrl, opts.chainId, child);
  } catch (err) {
    await stop();
    throw new Error(
      `anvil for chain ${opts.chainId} on port ${opts.port} did not start: ${(err as Error).message}\n${stderr}`,
    );
  }
  opts.log?.(`anvil chain ${opts.chainId} listening on ${rpcUrl}`);
  return { chainId: opts.chainId, port: opts.port, rpcUrl, process: child, stop };
}

async function waitForRpc(rpcUrl: string, chainId: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const res = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      const body = (await res.json()) as { result?: string };
      if (body.result && Number(body.result) === chainId) return;
      if (body.result)
        throw new Error(`port answers with chain id ${Number(body.result)}: is another node there?`);
    } catch (err) {
      if ((err as Error).message.startsWith('port answers')) throw err;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no answer within 10 s');
}
