// What lets several API instances share one database and act as one: rate-limit counts, timed work claimed once,
// and history points that stay one per pool per interval whoever writes them. Two instances are two sets of
// objects over one database here; the PostgreSQL suite in e2e/tests/cluster runs them as processes behind nginx.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClusterJobs } from '../src/cluster/cluster-jobs';
import type { Database } from '../src/db/client';
import { DatabaseRateLimitStore } from '../src/http/rate-limit-store';
import { SnapshotsRepository } from '../src/modules/yields/history-adapter';
import { openTestDatabase } from './support/test-app';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('state shared by the instances of a cluster', () => {
  it('counts one client across two stores, apart per limiter, and starts over in a new window', async () => {
    const options = { windowMs: 60_000 } as Parameters<DatabaseRateLimitStore['init']>[0];
    const [a, b, chat] = [
      new DatabaseRateLimitStore(db.db, 'api'),
      new DatabaseRateLimitStore(db.db, 'api'),
      new DatabaseRateLimitStore(db.db, 'chat'),
    ];
    for (const s of [a, b, chat]) s.init(options);
    const counts = [];
    for (let i = 0; i < 3; i++)
      counts.push((await a.increment('10.0.0.1')).totalHits, (await b.increment('10.0.0.1')).totalHits);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await chat.increment('10.0.0.1')).totalHits).toBe(1);
    expect((await a.increment('10.0.0.2')).totalHits).toBe(1);
    await db.db.execute(
      sql`update rate_limit_hits set reset_at = now() - interval '1 second' where key = 'api:10.0.0.1'`,
    );
    const fresh = await b.increment('10.0.0.1');
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime?.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('lets exactly one of many simultaneous claims run a job, and the next only after its interval', async () => {
    let now = new Date('2026-11-26T12:00:00Z');
    const instances = Array.from({ length: 5 }, () => new ClusterJobs(db.db, () => now));
    const first = await Promise.all(instances.map((j) => j.claim('sweep-test', 3_600_000)));
    expect(first.filter(Boolean)).toHaveLength(1);
    now = new Date(now.getTime() + 3_599_000);
    expect((await Promise.all(instances.map((j) => j.claim('sweep-test', 3_600_000)))).some(Boolean)).toBe(
      false,
    );
    now = new Date(now.getTime() + 1000);
    expect(
      (await Promise.all(instances.map((j) => j.claim('sweep-test', 3_600_000)))).filter(Boolean),
    ).toHaveLength(1);
  });

  it('keeps one history point per pool per interval when two instances record the same refresh', async () => {
    const [one, two] = [new SnapshotsRepository(db.db), new SnapshotsRepository(db.db)];
    const point = (at: string, apy: number) => ({
      poolId: 'cluster-test-pool',
      takenAt: new Date(at),
      apy,
      apyBase: apy,
      apyReward: null,
      tvlUsd: 1e6,
      utilization: null,
      source: 'onchain',
    });
    const interval = 300_000;
    await Promise.all([
      one.insertMany([point('2026-11-26T12:00:01Z', 4.1)], interval),
      two.insertMany([point('2026-11-26T12:00:02Z', 4.2)], interval),
    ]);
    await two.insertMany([point('2026-11-26T12:05:00Z', 4.3)], interval);
    const points = await one.list('cluster-test-pool');
    expect(points.map((p) => p.takenAt.toISOString())).toEqual([
      expect.stringMatching(/^2026-11-26T12:00:0[12]/),
      '2026-11-26T12:05:00.000Z',
    ]);
  });
});
