/**
 * GET /api/defi/all-stablecoins served from cache, on loopback, against the API in its own process with every
 * production middleware on. Two runs: revalidation (If-None-Match → 304, what a refetching page sends) and full
 * gzip responses (first visit). Target: ≥ 2,000 requests/s with p99 < 50 ms.
 * BENCH_SECONDS (default 10) per run, BENCH_CONNECTIONS (default 10).
 */
import { type LoadResult, runLoad } from './api-load.lib';
import { startBenchStack } from './api-server.lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const stack = await startBenchStack();
try {
  const url = `${stack.apiUrl}/api/defi/all-stablecoins`;
  const warm = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = (await warm.json()) as { data: unknown[] };
  const etag = warm.headers.get('etag') ?? '';
  const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  console.log(
    `list: ${body.data.length} opportunities, ${warm.headers.get('content-length')} bytes JSON, ` +
      `${gz.headers.get('content-length')} bytes gzip, ETag ${etag}`,
  );
  await runLoad({ url, connections: CONNECTIONS, durationMs: 2000, headers: { 'if-none-match': etag } }); // warm-up

  const runs: [string, LoadResult][] = [
    [
      '304 revalidation',
      await runLoad({
        url,
        connections: CONNECTIONS,
        durationMs: SECONDS * 1000,
        headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' },
      }),
    ],
    [
      '200 gzip body',
      await runLoad({
        url,
        connections: CONNECTIONS,
        durationMs: SECONDS * 1000,
        headers: { 'accept-encoding': 'gzip' },
      }),
    ],
  ];
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each, loopback, 2-core machine (load generator on the same cores)`,
  );
  console.log(
    'run               | req/s  | p50 ms | p90 ms | p99 ms | max ms | bytes/resp* | statuses      | target',
  );
  for (const [name, r] of runs) {
    const ok = r.rps >= 2000 && r.p99 < 50;
    console.log(
      `${name.padEnd(17)} | ${r.rps.toFixed(0).padStart(6)} | ${r.p50.toFixed(2).padStart(6)} | ${r.p90.toFixed(2).padStart(6)} | ${r.p99
        .toFixed(2)
        .padStart(
          6,
        )} | ${r.max.toFixed(1).padStart(6)} | ${r.bytesPerResponse.toFixed(0).padStart(11)} | ${JSON.stringify(r.statuses).padEnd(13)} | ${ok ? 'met' : 'MISSED'}${r.errors ? ` (${r.errors} errors)` : ''}`,
    );
  }
} finally {
  await stack.stop();
}
