/**
 * GET /api/portfolio/:address with one chain's node silent (Polygon: accepts connections, never answers), the other
 * five on the real devnet: latency p50/p99 without the chain circuit breaker (CHAIN_BREAKER_COOLDOWN_MS=0, every
 * call waits the 8 s RPC deadline) and with it (default: after one timeout the chain is skipped and probed in the
 * background). The API runs in its own process; the load generator shares this machine.
 * BENCH_SECONDS (default 16) of load with BENCH_CONNECTIONS (default 10) for each, then BENCH_RUNS (default 30)
 * sequential calls with the breaker on.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { DEMO_ACCOUNT } from '@fin/devnet';
import { runLoad } from './api-load.lib';
import { startBenchStack } from './api-server.lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 16);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SILENT_CHAIN = 137;

async function silentNode(): Promise<{ url: string; server: Server; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer(() => {
    // Accept and never answer, like a node that hangs.
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, sockets };
}

async function measure(label: string, breakerMs: string) {
  const silent = await silentNode();
  const stack = await startBenchStack(() => ({
    [`RPC_URL_${SILENT_CHAIN}`]: silent.url,
    CHAIN_BREAKER_COOLDOWN_MS: breakerMs,
  }));
  try {
    const url = `${stack.apiUrl}/api/portfolio/${DEMO_ACCOUNT.address}`;
    await fetch(`${stack.apiUrl}/api/defi/all-stablecoins`).then((r) => r.arrayBuffer());
    const t0 = performance.now();
    const first = (await (await fetch(url)).json()) as {
      entries: unknown[];
      errors: { chainName: string; code: string; message: string }[];
    };
    const firstMs = performance.now() - t0;
    const load = await runLoad({ url, connections: CONNECTIONS, durationMs: SECONDS * 1000 });
    const second = (await (await fetch(url)).json()) as typeof first;
    console.log(`\n${label} (CHAIN_BREAKER_COOLDOWN_MS=${breakerMs})`);
    console.log(
      `  first call: ${firstMs.toFixed(0)} ms, ${first.entries.length} rows, errors: ${JSON.stringify(first.errors.map((e) => `${e.chainName} ${e.code}`))}`,
    );
    console.log(`  note after load: ${second.errors[0]?.message ?? '(none)'}`);
    console.log(
      `  ${CONNECTIONS} connections, ${SECONDS} s: ${load.requests} calls, ${load.rps.toFixed(1)} req/s, p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, max ${load.max.toFixed(1)} ms, statuses ${JSON.stringify(load.statuses)}`,
    );
    if (breakerMs !== '0') {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await (await fetch(url)).arrayBuffer();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const q = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
      console.log(`  sequential, ${RUNS} calls: p50 ${q(50).toFixed(1)} ms, p99 ${q(99).toFixed(1)} ms`);
    }
    return load;
  } finally {
    await stack.stop();
    for (const s of silent.sockets) s.destroy();
    silent.server.close();
  }
}

// BENCH_ONLY=before|after runs one half (each half starts its own devnet and API).
const only = process.env.BENCH_ONLY;
const before = only === 'after' ? undefined : await measure('before: no breaker', '0');
const after = only === 'before' ? undefined : await measure('after: breaker on', '30000');
if (before && after)
  console.log(
    `\nportfolio with Polygon silent: p50 ${before.p50.toFixed(0)} -> ${after.p50.toFixed(1)} ms, p99 ${before.p99.toFixed(0)} -> ${after.p99.toFixed(1)} ms`,
  );
