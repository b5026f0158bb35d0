// A loopback JSON-RPC proxy that counts the requests going to one chain node: the way to prove from the outside
// how many RPC requests an API call costs, and to make the chain slow on purpose for chosen methods.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RpcProxy = {
  url: string;
  count: () => number;
  methods: string[];
  reset: () => void;
  close: () => Promise<void>;
};

/** `slow`: how long to hold back the answer to a request of each method (a slow chain, made on purpose). */
export async function startRpcProxy(
  target: string,
  slow: (method: string) => number = () => 0,
): Promise<RpcProxy> {
  let count = 0;
  const methods: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString();
    count += 1;
    let delay = 0;
    try {
      const parsed = JSON.parse(body) as { method?: string } | { method?: string }[];
      for (const m of Array.isArray(parsed) ? parsed : [parsed]) {
        methods.push(m.method ?? '?');
        delay = Math.max(delay, slow(m.method ?? '?'));
      }
    } catch {
      methods.push('?');
    }
    if (delay > 0) await new Promise((done) => setTimeout(done, delay));
    try {
      const upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text());
    } catch {
      res.destroy();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => count,
    methods,
    reset: () => {
      count = 0;
      methods.length = 0;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
