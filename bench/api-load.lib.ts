/**
 * A closed-loop HTTP load generator over keep-alive sockets (what autocannon does): `connections` clients each
 * send their next request as soon as the previous answer is read, for `durationMs`. Latencies are measured per
 * request with hrtime; percentiles come from the sorted samples.
 */
import { Agent, request } from 'node:http';

export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statuses: Record<number, number>;
  bytesPerResponse: number;
  errors: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  durationMs: number;
  headers?: Record<string, string>;
};

function once(
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const url = new URL(opts.url);
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let bytes = 0;
  let errors = 0;
  const start = performance.now();
  const end = start + opts.durationMs;
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < end) {
        const t = process.hrtime.bigint();
        try {
          const r = await once(agent, url, opts.headers ?? {});
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          bytes += r.bytes;
        } catch {
          errors += 1;
        }
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: pct(latencies, 50),
    p90: pct(latencies, 90),
    p99: pct(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    statuses,
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
    errors,
  };
}
