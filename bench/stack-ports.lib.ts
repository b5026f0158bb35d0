// A block of free loopback ports for a whole stack (six chains, API, attestation service, shell, remotes), so a
// browser-driven benchmark can run beside a developer's `npm start` or a test run.
import { createServer } from 'node:net';
import { type StackPorts, stackPorts } from '../e2e/stack/ports';

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freeStackPorts(): Promise<StackPorts> {
  const first = Number(process.env.FIN_BENCH_PORT_OFFSET ?? 3700);
  for (let offset = first; offset < first + 4000; offset += 150) {
    const ports = stackPorts(offset);
    const all = [ports.shell, ports.api, ports.embed, ports.attestation, ...Object.values(ports.remotes)];
    for (let i = 0; i < 6; i++) all.push(ports.devnetBase + i);
    if ((await Promise.all(all.map(portFree))).every(Boolean)) return ports;
  }
  throw new Error('no free port block found');
}
