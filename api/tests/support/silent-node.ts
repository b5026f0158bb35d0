// A chain node for breaker tests: a real HTTP server on loopback that takes every request and never answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A real HTTP node that takes every request and never answers: the RPC deadline is what ends a read. */
export async function flakyNode() {
  const requests: number[] = [];
  const sockets = new Set<Socket>();
  // Counted when the request arrives, not once its body is read: on a loaded machine the client's deadline may end
  // the request before the body is in, and it still reached the node.
  const server: Server = createServer((req) => {
    requests.push(Date.now());
    req.resume();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
