// The yields list is one cache for the whole cluster: two API instances on one database serve the same list (same
// ETag, same data) whichever answers, see each other's refresh, and only one of them asks the sources when the list
// is missing or expired. The PostgreSQL suite in e2e/tests/cluster checks the same through nginx.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedCacheStore } from '../src/cache/shared-cache-store';
import { SwrCache } from '../src/cache/swr';
import type { Database } from '../src/db/client';
import { sharedCache } from '../src/db/schema';
import { DownChainReader } from './support/fake-chains';
import { type ReplayServer, startReplayServer } from './support/replay-server';
import { DEAD_RPC, getJson, openTestDatabase, startTestApp, type TestServer } from './support/test-app';

const MAINNET = {
  PROFILE: 'mainnet',
  MORPHO_API_URL: DEAD_RPC,
  ATTESTATION_URL: DEAD_RPC,
  SOURCE_TIMEOUT_MS: '2000',
  YIELDS_TTL_SECONDS: '3600',
  ...Object.fromEntries([1, 8453, 42161, 43114, 10, 137].map((id) => [`RPC_URL_${id}`, DEAD_RPC])),
};

let db: Database;
let llama: ReplayServer;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  db = await openTestDatabase();
  llama = await startReplayServer([
    { method: 'GET', path: '/pools', fixture: 'defillama/pools-verbatim.json' },
  ]);
  const env = { ...MAINNET, DEFILLAMA_BASE_URL: llama.url };
  [one, two] = await Promise.all([
    startTestApp(db, env, { chains: new DownChainReader() }),
    startTestApp(db, env, { chains: new DownChainReader() }),
  ]);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await llama?.close();
  await db?.close();
});

const sourceCalls = () => llama.requests.filter((q) => q.path === '/pools').length;

async function list(server: TestServer, query = '') {
  const r = await getJson(`${server.url}/api/defi/all-stablecoins${query}`);
  expect(r.status).toBe(200);
  const { cached: _cached, ...shown } = r.body;
  return { etag: r.headers.get('etag'), shown };
}

/** Both instances' answers, asked at once, once both carry `etag` (another's write is seen within a check). */
async function bothServe(etag: string | null) {
  let answers: Awaited<ReturnType<typeof list>>[] = [];
  await expect
    .poll(
      async () => {
        answers = await Promise.all([list(one), list(two)]);
        return answers.map((a) => a.etag);
      },
      { timeout: 10_000, interval: 50 },
    )
    .toEqual([etag, etag]);
  return answers;
}

describe('the yields list shared by two instances', () => {
  it('is built once for both on a cold start, and both serve the same ETag and data', async () => {
    const firsts = await Promise.all([list(one), list(two), list(one), list(two)]);
    expect(sourceCalls()).toBe(1);
    expect(new Set(firsts.map((f) => f.etag)).size).toBe(1);
    expect(firsts[1]?.shown).toEqual(firsts[0]?.shown);
  });

  it("serves another instance's refresh from both, without a second source call", async () => {
    const before = await list(two);
    const calls = sourceCalls();
    const refreshed = await list(one, '?refresh=true');
    expect(refreshed.etag).not.toBe(before.etag);
    expect(sourceCalls()).toBe(calls + 1);
    const [fromOne, fromTwo] = await bothServe(refreshed.etag);
    expect(fromTwo?.shown).toEqual(refreshed.shown);
    expect(fromOne?.shown).toEqual(fromTwo?.shown);
    expect(sourceCalls()).toBe(calls + 1);
  });

  it('rebuilds an expired list once for the cluster, whichever instances are asked', async () => {
    const before = await list(one);
    const calls = sourceCalls();
    // The list's age as another hour passed: both instances see it expired at their next check.
    await db.db.execute(
      sql`update shared_cache set stored_at = stored_at - 3600000, version = version + 1 where key = 'yields:all'`,
    );
    let answers: Awaited<ReturnType<typeof list>>[] = [];
    await expect
      .poll(
        async () => {
          answers = await Promise.all([one, two, one, two, one, two].map((s) => list(s)));
          return answers.every((a) => a.etag === answers[0]?.etag && a.etag !== before.etag);
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe(true);
    expect(sourceCalls()).toBe(calls + 1);
    expect(answers[1]?.shown).toEqual(answers[0]?.shown);
  });
});

describe('rebuilding a shared entry', () => {
  const clock = () => {
    let t = Date.parse('2026-11-26T12:00:00Z');
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };
  const instance = (c: ReturnType<typeof clock>, errors: string[] = []) =>
    new SwrCache(
      new SharedCacheStore(db.db, { checkMs: 0, now: c.now }),
      c.now,
      (_key, err) => errors.push(err.message),
      { rebuildLeaseMs: 10_000, waitPollMs: 5 },
    );

  it('waits for the instance building it, and takes over once that instance has gone quiet past its lease', async () => {
    const c = clock();
    // An instance claimed the first build and died before writing anything.
    const dead = new SharedCacheStore(db.db, { checkMs: 0, now: c.now });
    expect(await dead.claimRebuild('lease-test', undefined, 10_000)).toBe(true);
    let calls = 0;
    const waiting = instance(c).get('lease-test', async () => ++calls, { ttlMs: 60_000 });
    await expect.poll(() => calls, { timeout: 1000 }).toBe(0);
    c.advance(10_001);
    expect(await waiting).toMatchObject({ value: 1, cached: false });
    expect(calls).toBe(1);
  });

  it('gives the rebuild back when it fails, so another instance rebuilds at once', async () => {
    const c = clock();
    const errors: string[] = [];
    const [a, b] = [instance(c, errors), instance(c)];
    await a.get('release-test', async () => 'v1', { ttlMs: 1000 });
    c.advance(5000);
    await a.get('release-test', () => Promise.reject(new Error('source down')), { ttlMs: 1000 });
    await a.settle();
    expect(errors).toEqual(['source down']);
    expect((await b.get('release-test', async () => 'v2', { ttlMs: 1000 })).value).toBe('v1');
    await b.settle();
    expect((await a.get('release-test', async () => 'v3', { ttlMs: 1000 })).value).toBe('v2');
  });

  it('a forced refresh while another instance rebuilds gets that build instead of asking the sources again', async () => {
    const c = clock();
    const [a, b] = [instance(c), instance(c)];
    await a.get('force-test', async () => 'v1', { ttlMs: 1000 });
    c.advance(5000);
    let finish: (v: string) => void = () => {};
    const slow = new Promise<string>((resolve) => {
      finish = resolve;
    });
    // Served stale at once; `a` holds the rebuild while its slow source answers.
    expect((await a.get('force-test', () => slow, { ttlMs: 1000 })).value).toBe('v1');
    await expect
      .poll(async () => {
        const [held] = await db.db
          .select({ until: sharedCache.rebuildUntil })
          .from(sharedCache)
          .where(eq(sharedCache.key, 'force-test'));
        return held?.until ?? null;
      })
      .not.toBeNull();
    let asked = 0;
    const forced = b.get(
      'force-test',
      async () => {
        asked++;
        return 'b';
      },
      { ttlMs: 1000, force: true },
    );
    c.advance(1);
    finish('v2');
    expect(await forced).toMatchObject({ value: 'v2', cached: true });
    expect(asked).toBe(0);
  });
});
