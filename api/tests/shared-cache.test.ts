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

  it('a Refresh on one instance while another rebuilds from older reads asks the sources itself', async () => {
    let claims = 0;
    const counted = new (class extends SharedCacheStore {
      override claimRebuild(...args: Parameters<SharedCacheStore['claimRebuild']>) {
        if (args[0] === 'yields:all') claims++;
        return super.claimRebuild(...args);
      }
    })(db.db, { checkMs: 250 });
    const three = await startTestApp(
      db,
      { ...MAINNET, DEFILLAMA_BASE_URL: llama.url },
      {
        chains: new DownChainReader(),
        cacheStore: counted,
      },
    );
    try {
      await db.db.execute(
        sql`update shared_cache set stored_at = stored_at - 3600000, version = version + 1 where key = 'yields:all'`,
      );
      const calls = sourceCalls();
      const release = llama.hold();
      // Instance one finds the list expired: it answers with it and rebuilds in the background, from a slow source.
      await expect
        .poll(async () => (await list(one)) && sourceCalls(), { timeout: 10_000, interval: 20 })
        .toBe(calls + 1);
      // The user presses Refresh on instance three once one's build has begun (the database's clock moved on).
      const seen = await counted.clock();
      await expect.poll(() => counted.clock(), { timeout: 5000, interval: 2 }).toBeGreaterThan(seen);
      const refresh = getJson(`${three.url}/api/defi/all-stablecoins?refresh=true`);
      await expect.poll(() => claims, { timeout: 10_000, interval: 5 }).toBeGreaterThan(0);
      release();
      const r = await refresh;
      expect(r.status).toBe(200);
      // One's build read the source before the Refresh was asked: three waits it out and reads the source again.
      expect(sourceCalls()).toBe(calls + 2);
      expect(r.body.cached).toBe(false);
    } finally {
      await three.close();
    }
  });
});

describe('rebuilding a shared entry', () => {
  const clock = () => {
    let t = Date.parse('2026-11-26T12:00:00Z');
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };
  const instance = (
    c: ReturnType<typeof clock>,
    errors: string[] = [],
    store = new SharedCacheStore(db.db, { checkMs: 0, now: c.now }),
  ) =>
    new SwrCache(store, c.now, (_key, err) => errors.push(err.message), {
      rebuildLeaseMs: 10_000,
      waitPollMs: 5,
    });

  it('waits for the instance building it, and takes over once that instance has gone quiet past its lease', async () => {
    const c = clock();
    // An instance claimed the first build and died before writing anything.
    const dead = new SharedCacheStore(db.db, { checkMs: 0, now: c.now });
    expect(await dead.claimRebuild('lease-test', { seenStoredAt: undefined }, 10_000)).toBe(true);
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

  /** A slow source: `value` answers once the test calls `finish`. */
  const slowSource = () => {
    let finish: (v: string) => void = () => {};
    const value = new Promise<string>((resolve) => {
      finish = resolve;
    });
    return { value, finish };
  };
  /** Until the database's clock has passed `t`, so a build or a refresh stamped next is strictly later. */
  const clockPasses = (t: number) =>
    expect
      .poll(() => new SharedCacheStore(db.db, { checkMs: 0 }).clock(), { timeout: 5000, interval: 2 })
      .toBeGreaterThan(t);

  it('a forced refresh asked after another instance began rebuilding waits that build out and asks the sources itself', async () => {
    const c = clock();
    const stampsOfA: number[] = [];
    const storeOfA = new (class extends SharedCacheStore {
      override async clock() {
        const t = await super.clock();
        stampsOfA.push(t);
        return t;
      }
    })(db.db, { checkMs: 0, now: c.now });
    const a = instance(c, [], storeOfA);
    const b = instance(c);
    await a.get('force-test', async () => 'v1', { ttlMs: 1000 });
    c.advance(5000);
    const slow = slowSource();
    // Served stale at once; `a` holds the rebuild and has begun it (stamped) while its slow source answers.
    const stamped = stampsOfA.length;
    expect((await a.get('force-test', () => slow.value, { ttlMs: 1000 })).value).toBe('v1');
    await expect.poll(() => stampsOfA.length, { timeout: 5000 }).toBe(stamped + 1);
    await clockPasses(stampsOfA.at(-1) as number);
    let asked = 0;
    const forced = b.get('force-test', async () => `b${++asked}`, { ttlMs: 1000, force: true });
    slow.finish('v2 (read before the refresh was asked)');
    // `a`'s build lands first; the refresh does not take it, and builds from the sources once `a` lets go.
    expect(await forced).toMatchObject({ value: 'b1', cached: false });
    expect(asked).toBe(1);
    expect((await a.get('force-test', async () => 'unused', { ttlMs: 60_000 })).value).toBe('b1');
  });

  it('a forced refresh takes another instance’s build that began after it was asked, without a source call', async () => {
    const c = clock();
    let askedAt = 0;
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    // `b`'s refresh is asked (its time read), then held before it claims the rebuild.
    const storeOfB = new (class extends SharedCacheStore {
      override async clock() {
        askedAt = await super.clock();
        return askedAt;
      }
      override async claimRebuild(...args: Parameters<SharedCacheStore['claimRebuild']>) {
        await gate;
        return super.claimRebuild(...args);
      }
    })(db.db, { checkMs: 0, now: c.now });
    const a = instance(c);
    const b = instance(c, [], storeOfB);
    await a.get('force-after-test', async () => 'v1', { ttlMs: 1000 });
    let asked = 0;
    const forced = b.get('force-after-test', async () => `b${++asked}`, { ttlMs: 1000, force: true });
    await expect.poll(() => askedAt, { timeout: 5000 }).toBeGreaterThan(0);
    await clockPasses(askedAt);
    // `a` is refreshed too, after `b` was asked: its build begins later and holds the rebuild.
    const slow = slowSource();
    const fromA = a.get('force-after-test', () => slow.value, { ttlMs: 1000, force: true });
    await expect
      .poll(
        async () => {
          const [row] = await db.db
            .select({ until: sharedCache.rebuildUntil })
            .from(sharedCache)
            .where(eq(sharedCache.key, 'force-after-test'));
          return row?.until ?? null;
        },
        { timeout: 5000 },
      )
      .not.toBeNull();
    openGate();
    slow.finish('v2');
    expect(await fromA).toMatchObject({ value: 'v2', cached: false });
    expect(await forced).toMatchObject({ value: 'v2', cached: true });
    expect(asked).toBe(0);
  });
});
