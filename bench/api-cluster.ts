/**
 * The portfolio and yields endpoints through nginx (deploy/nginx/fin-api.conf) with one, then two API instances on
 * one PostgreSQL (e2e/stack/cluster.ts), on a devnet: requests per second and p50/p99 for each.
 *
 * What this can and cannot show on a 2-core machine: the load generator, nginx, PostgreSQL, the six anvil chains and
 * the instances all share those two cores, so a second instance adds no CPU, only a second event loop. The figures
 * show that the cluster path works under load and what nginx and the shared database cost per request; they cannot
 * show scaling, which needs the instances on cores (or hosts) of their own.
 * BENCH_SECONDS (default 8) per run, BENCH_CONNECTIONS (default 10).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNT, findFreePortRange, startDevnet, writeManifest } from '@fin/devnet';
import { startCluster } from '../e2e/stack/cluster';
import { devnetApiEnv } from '../e2e/stack/devnet';
import { type LoadResult, runLoad } from './api-load.lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const base = await findFreePortRange(10);
const devnet = await startDevnet({ basePort: base, attestationPort: base + 7 });
const manifest = writeManifest(
  devnet.manifest,
  join(mkdtempSync(join(tmpdir(), 'fin-bench-cluster-')), 'm.json'),
);
const rows: string[] = [];
const line = (label: string, r: LoadResult) =>
  `${label.padEnd(34)} ${String(Math.round(r.rps)).padStart(6)} rps  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  non-2xx ${Object.entries(
    r.statuses,
  )
    .filter(([s]) => !s.startsWith('2'))
    .reduce((n, [, c]) => n + c, 0)}  errors ${r.errors}`;

try {
  for (const instances of [1, 2]) {
    const cluster = await startCluster({
      instances,
      env: {
        ...devnetApiEnv(devnet, manifest),
        LOG_LEVEL: 'warn',
        // One client address makes every request here: lift the per-client limit so it measures serving.
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
    });
    try {
      // With one instance, also straight to it: the difference is what nginx costs per request.
      const targets: [string, string][] = [
        [`${instances} instance${instances > 1 ? 's' : ''} behind nginx`, cluster.url],
      ];
      if (instances === 1) targets.push(['1 instance, no nginx', cluster.instances[0]?.url ?? '']);
      for (const [name, path] of [
        ['portfolio', `/api/portfolio/${DEMO_ACCOUNT.address}`],
        ['yields', '/api/defi/all-stablecoins'],
      ] as const) {
        for (const [where, origin] of targets) {
          const url = `${origin}${path}`;
          const headers = { 'accept-encoding': 'gzip' };
          await runLoad({ url, connections: CONNECTIONS, durationMs: 2000, headers });
          const r = await runLoad({ url, connections: CONNECTIONS, durationMs: SECONDS * 1000, headers });
          rows.push(line(`${name}, ${where}`, r));
          console.log(rows.at(-1));
        }
      }
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await devnet.stop();
}
console.log(`\n${rows.join('\n')}`);
