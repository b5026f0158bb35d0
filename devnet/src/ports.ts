// Port helpers: the devnet refuses to start on a busy port instead of talking to someone else's node.
import { createServer } from 'node:net';

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function assertPortsFree(ports: number[]): Promise<void> {
  const busy: number[] = [];
  for (const port of ports) if (!(await isPortFree(port))) busy.push(port);
  if (busy.length > 0) {
    throw new Error(
      `port(s) ${busy.join(', ')} already in use: stop the other devnet or choose another basePort`,
    );
  }
}

/**
 * Where test runs look for ports: below Linux's ephemeral range (32768 and up), which the OS hands out to outgoing
 * connections. A port found free there can be taken by a browser's or a test's connection before our server binds
 * it (seen with two browser-test workers: EADDRINUSE at start-up); below it, only another server can take it.
 */
export const TEST_PORTS_FROM = 20_000;
const TEST_PORTS_SPAN = 12_000;

/**
 * A base port with `count` consecutive free ports plus one more free port after them, for test runs that must
 * not collide with a devnet already running on the defaults.
 */
export async function findFreePortRange(
  count: number,
  from = TEST_PORTS_FROM + Math.floor(Math.random() * (TEST_PORTS_SPAN - 1_000)),
) {
  for (let base = from; base < 65_000 - count; base += count + 7) {
    const ports = Array.from({ length: count }, (_, i) => base + i);
    const free = await Promise.all(ports.map((p) => isPortFree(p)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}
