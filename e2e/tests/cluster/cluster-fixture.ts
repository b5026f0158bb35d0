/**
 * The `cluster` worker fixture: two API instances on one PostgreSQL behind nginx (e2e/stack/cluster.ts), reading the
 * worker's devnet, plus the ports (and CORS origins) of a second set of static apps whose API is nginx.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeManifest } from '@fin/devnet';
import { REMOTES, type RemoteName } from '@fin/shared/mf/share-config';
import { test as base } from '../../fixtures/test';
import { type Cluster, startCluster } from '../../stack/cluster';
import { devnetApiEnv } from '../../stack/devnet';
import { freeTestPorts, origin, type StackPorts } from '../../stack/ports';

/** Per client address and minute: low enough that limit + 1 requests are quick, high enough for a page load. */
export const CLUSTER_RATE_LIMIT = 60;

export const test = base.extend<object, { cluster: Cluster; clusterAppPorts: StackPorts }>({
  clusterAppPorts: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring pattern.
    async ({}, use, workerInfo) => {
      await use(await freeTestPorts(workerInfo.parallelIndex + 2));
    },
    { scope: 'worker' },
  ],
  cluster: [
    async ({ fin, clusterAppPorts }, use) => {
      const manifest = writeManifest(
        fin.devnet.manifest,
        join(mkdtempSync(join(tmpdir(), 'fin-cluster-')), 'manifest.json'),
      );
      const apps = [
        clusterAppPorts.shell,
        clusterAppPorts.embed,
        ...(Object.keys(REMOTES) as RemoteName[]).map((n) => clusterAppPorts.remotes[n]),
      ].map(origin);
      const cluster = await startCluster({
        env: {
          ...devnetApiEnv(fin.devnet, manifest),
          CORS_ORIGINS: apps.join(','),
          RATE_LIMIT_PER_MINUTE: String(CLUSTER_RATE_LIMIT),
          // Request lines and the timed work's lines are what the tests read.
          LOG_LEVEL: 'info',
          // Readiness says no for a second before the listener closes (seen by the drain test).
          DRAIN_DELAY_MS: '1000',
          // The yields test counts builds of the list: none may come from the TTL running out while the suite runs,
          // and its forced refresh must not be throttled into the last build.
          YIELDS_TTL_SECONDS: '3600',
          YIELDS_REFRESH_MIN_INTERVAL_SECONDS: '0',
        },
        ...(process.env.FIN_VERBOSE === '1' ? { log: (l: string) => process.stdout.write(l) } : {}),
      });
      await use(cluster);
      await cluster.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect } from '../../fixtures/test';
