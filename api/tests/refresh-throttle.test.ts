// ?refresh=true is one URL away for anyone: refreshes are coalesced (concurrent ones share one build) and
// throttled (at most one build per interval), and the history keeps at most one snapshot per pool per interval,
// however many calls arrive.

import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCacheStore } from '../src/cache/cache-store';
import { SwrCache } from '../src/cache/swr';
import type { Database } from '../src/db/client';
import { DefiLlamaYieldSource } from '../src/modules/yields/defillama-adapter';
import { SnapshotsRepository } from '../src/modules/yields/history-adapter';
import { YieldsService } from '../src/modules/yields/service';
import { DownChainReader } from './support/fake-chains';
import { type ReplayServer, startReplayServer } from './support/replay-server';
import { DEAD_RPC, getJson, openTestDatabase, startTestApp, type TestServer } from './support/test-app';

const MAPLE_USDC = '43641cf5-a92e-416b-bce9-27113d3c0db6';
const MAINNET = {
  PROFILE: 'mainnet',
  MORPHO_API_URL: DEAD_RPC,
  ATTESTATION_URL: DEAD_RPC,
  SOURCE_TIMEOUT_MS: '2000',
  ...Object.fromEntries([1, 8453, 42161, 43114, 10, 137].map((id) => [`RPC_URL_${id}`, DEAD_RPC])),
};

let db: Database;
let llama: ReplayServer;
let api: TestServer;

beforeAll(async () => {
  db = await openTestDatabase();
  llama = await startReplayServer([
    { method: 'GET', path: '/pools', fixture: 'defillama/pools-verbatim.json' },
  ]);
  api = await startTestApp(
    db,
    {
      ...MAINNET,
      DEFILLAMA_BASE_URL: llama.url,
      YIELDS_REFRESH_MIN_INTERVAL_SECONDS: '3600',
      SNAPSHOT_INTERVAL_SECONDS: '3600',
    },
    { chains: new DownChainReader() },
  );
});
afterAll(async () => {
  await api?.close();
  await llama?.close();
  await db?.close();
});

const history = async () =>
  (
    (await getJson(`${api.url}/api/defi/pools/${MAPLE_USDC}/history`)).body.points as { source: string }[]
  ).filter((p) => p.source === 'recorded');

describe('refresh throttling and snapshots', () => {
  it('60 refresh calls (20 at once, then 40 in a row) make one source fetch and one history point per pool', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => getJson(`${api.url}/api/defi/all-stablecoins?refresh=true`)),
    );
    expect(burst.every((r) => r.status === 200)).toBe(true);
    for (let i = 0; i < 40; i++) {
      expect((await getJson(`${api.url}/api/defi/all-stablecoins?refresh=true`)).status).toBe(200);
    }
    expect(llama.requests.filter((q) => q.path === '/pools')).toHaveLength(1);
    expect(await history()).toHaveLength(1);
  });

  it('a new process that rebuilds three times within the interval adds no second point (the last one is in the DB)', async () => {
    const store = new MemoryCacheStore();
    const service = new YieldsService({
      sources: [new DefiLlamaYieldSource({ baseUrl: llama.url, fetch })],
      cache: new SwrCache(store),
      store,
      snapshots: new SnapshotsRepository(db.db),
      ttlMs: 60_000,
      sourceTimeoutMs: 2000,
      logger: pino({ level: 'silent' }),
      refreshMinIntervalMs: 0,
      snapshotIntervalMs: 3_600_000,
    });
    const before = llama.requests.length;
    for (let i = 0; i < 3; i++) expect((await service.getAll(true)).cached).toBe(false);
    expect(llama.requests.length - before).toBe(3);
    expect(await history()).toHaveLength(1);
  });
});
