/**
 * GET /api/portfolio/:address for the devnet's demo wallet: latency (p50/p99) and the JSON-RPC requests each call
 * costs per chain, counted by a proxy in front of every chain node (target: one). The API runs in its own process.
 * BENCH_RUNS (default 200) sequential calls, then BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 4).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNT } from '@fin/devnet';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { runLoad } from './api-load.lib';
import { startBenchStack } from './api-server.lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

type Proxy = { url: string; count: number; close: () => void };

async function countingProxy(target: string): Promise<Proxy> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    proxy.count += 1;
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    });
    res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text());
  });
  const proxy: Proxy = { url: '', count: 0, close: () => server.close() };
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

const proxies = new Map<number, Proxy>();
const stack = await startBenchStack(async (devnet) => {
  for (const c of devnet.manifest.chains) proxies.set(c.chainId, await countingProxy(c.rpcUrl));
  return Object.fromEntries([...proxies].map(([id, p]) => [`RPC_URL_${id}`, p.url]));
});
try {
  const url = `${stack.apiUrl}/api/portfolio/${DEMO_ACCOUNT.address}`;
  // The yields list is what fills the APY badges; it is cached before the measured calls, as on a real page.
  await fetch(`${stack.apiUrl}/api/defi/all-stablecoins`).then((r) => r.arrayBuffer());
  const first = (await (await fetch(url)).json()) as {
    entries: unknown[];
    errors: unknown[];
    totals: { valueUSD: number };
  };
  console.log(
    `demo wallet: ${first.entries.length} rows, $${first.totals.valueUSD.toFixed(2)}, ${first.errors.length} chain errors`,
  );

  for (const p of proxies.values()) p.count = 0;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`portfolio answered ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  console.log(
    `\nsequential, ${RUNS} calls: p50 ${q(50).toFixed(2)} ms, p99 ${q(99).toFixed(2)} ms, max ${q(100).toFixed(2)} ms`,
  );
  console.log('chain      | RPC requests per portfolio call (target 1)');
  for (const [id, p] of proxies)
    console.log(`${getChainName(id).padEnd(10)} | ${(p.count / RUNS).toFixed(2)}`);

  const load = await runLoad({ url, connections: CONNECTIONS, durationMs: SECONDS * 1000 });
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s: ${load.rps.toFixed(0)} req/s, p50 ${load.p50.toFixed(2)} ms, p99 ${load.p99.toFixed(2)} ms, statuses ${JSON.stringify(load.statuses)}`,
  );
} finally {
  await stack.stop();
  for (const p of proxies.values()) p.close();
}
