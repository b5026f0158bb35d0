// The API as its own process (src/main.ts), its output collected, for tests of what an operator sees: refusals,
// the start-up summary, logs, draining.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const API_DIR = resolve(import.meta.dirname, '../..');

export function startMain(env: Record<string, string>): {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
  /** Resolves with the first match once the process has printed it; rejects if it exits first. */
  printed: (pattern: RegExp) => Promise<RegExpMatchArray>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', FIN_DEVNET_MANIFEST: '/nonexistent/manifest.json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (c) => {
    out += c;
  });
  child.stderr?.on('data', (c) => {
    err += c;
  });
  const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  // Waits on the process's own output, not on a clock: checked at every chunk it writes.
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolvePrinted, reject) => {
      const check = () => {
        const match = out.match(pattern);
        if (!match) return;
        child.stdout?.off('data', check);
        resolvePrinted(match);
      };
      child.stdout?.on('data', check);
      check();
      void exit.then((code) =>
        reject(new Error(`exited (${code}) before printing ${pattern}:\n${out}\n${err}`)),
      );
    });
  return { child, stdout: () => out, stderr: () => err, exit, printed };
}
