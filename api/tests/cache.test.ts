import { describe, expect, it } from 'vitest';
import { MemoryCacheStore } from '../src/cache/cache-store';
import { SwrCache } from '../src/cache/swr';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('stale-while-revalidate cache', () => {
  it('serves a fresh value from cache without calling the loader', async () => {
    const c = clock();
    const cache = new SwrCache(new MemoryCacheStore(), c.now);
    let calls = 0;
    const loader = async () => ++calls;
    expect(await cache.get('k', loader, { ttlMs: 1000 })).toMatchObject({ value: 1, cached: false });
    expect(await cache.get('k', loader, { ttlMs: 1000 })).toMatchObject({ value: 1, cached: true });
    expect(calls).toBe(1);
  });

  it('serves stale data at once and refreshes once in the background', async () => {
    const c = clock();
    const cache = new SwrCache(new MemoryCacheStore(), c.now);
    let calls = 0;
    const loader = async () => ++calls;
    await cache.get('k', loader, { ttlMs: 1000 });
    c.advance(5000);
    const [a, b] = await Promise.all([
      cache.get('k', loader, { ttlMs: 1000 }),
      cache.get('k', loader, { ttlMs: 1000 }),
    ]);
    expect([a.value, b.value, a.cached]).toEqual([1, 1, true]);
    await cache.settle();
    expect(calls).toBe(2);
    expect((await cache.get('k', loader, { ttlMs: 1000 })).value).toBe(2);
  });

  it('shares one loader call between concurrent misses', async () => {
    const cache = new SwrCache(new MemoryCacheStore());
    let calls = 0;
    const loader = () => new Promise<number>((r) => setTimeout(() => r(++calls), 20));
    const results = await Promise.all([1, 2, 3].map(() => cache.get('k', loader, { ttlMs: 1000 })));
    expect(results.map((r) => r.value)).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('keeps serving the last value when a forced refresh fails, and reports why', async () => {
    const cache = new SwrCache(new MemoryCacheStore());
    await cache.get('k', async () => 'good', { ttlMs: 1000 });
    const r = await cache.get('k', async () => Promise.reject(new Error('source down')), {
      ttlMs: 1000,
      force: true,
    });
    expect(r).toMatchObject({ value: 'good', cached: true });
    expect(r.refreshError?.message).toBe('source down');
  });

  it('a forced refresh does not take the answer of a background refresh that began before it was asked', async () => {
    const c = clock();
    const cache = new SwrCache(new MemoryCacheStore(), c.now);
    await cache.get('k', async () => 'before', { ttlMs: 1000 });
    c.advance(5000);
    let finishBackground: (v: string) => void = () => {};
    const background = new Promise<string>((r) => {
      finishBackground = r;
    });
    // Stale: served at once, and a background refresh starts reading the sources (as they were before a deposit).
    expect((await cache.get('k', () => background, { ttlMs: 1000 })).value).toBe('before');
    const forced = cache.get('k', async () => 'after the deposit', { ttlMs: 1000, force: true });
    finishBackground('still before');
    expect((await forced).value).toBe('after the deposit');
  });

  it('fails only when nothing was ever cached', async () => {
    const cache = new SwrCache(new MemoryCacheStore());
    await expect(cache.get('k', async () => Promise.reject(new Error('down')), { ttlMs: 1 })).rejects.toThrow(
      'down',
    );
  });

  it('reports background failures without losing the value', async () => {
    const c = clock();
    const errors: string[] = [];
    const cache = new SwrCache(new MemoryCacheStore(), c.now, (key, err) =>
      errors.push(`${key}: ${err.message}`),
    );
    await cache.get('k', async () => 'v1', { ttlMs: 10 });
    c.advance(100);
    expect((await cache.get('k', async () => Promise.reject(new Error('down')), { ttlMs: 10 })).value).toBe(
      'v1',
    );
    await cache.settle();
    expect(errors).toEqual(['k: down']);
    expect((await cache.peek('k'))?.value).toBe('v1');
  });
});
