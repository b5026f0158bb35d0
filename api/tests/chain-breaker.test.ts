// A chain whose node stops answering costs one RPC deadline, not one per request: after a timeout the chain is
// skipped at once with a note naming it, probed in the background, and read again as soon as it answers.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChainBreaker } from '../src/chains/chain-breaker';
import { ChainReadError, type ChainReader, RpcChainReader } from '../src/chains/chain-reader';
import { RpcDirectory } from '../src/chains/rpc-directory';
import type { Database } from '../src/db/client';
import { flakyNode } from './support/silent-node';
import { getJson, openTestDatabase, startTestApp, type TestServer } from './support/test-app';

/** A node behind the breaker that is silent (every read times out, as the RPC deadline reports it) until it answers. */
function silentChain() {
  let answering = false;
  const reads: string[] = [];
  const timeout = (chainId: number) =>
    new ChainReadError(chainId, 'TIMEOUT', 'the node did not answer within 300 ms');
  const reader: ChainReader = {
    async blockNumber(chainId) {
      reads.push('blockNumber');
      if (!answering) throw timeout(chainId);
      return 42n;
    },
    async aggregate(chainId) {
      reads.push('aggregate');
      if (!answering) throw timeout(chainId);
      return { results: [], blockNumber: 42n };
    },
  };
  return {
    reader,
    reads,
    answer: () => {
      answering = true;
    },
  };
}

describe('chain circuit breaker', () => {
  // The breaker's clock is injected and its probe timers are faked: the test moves time, it never waits for it.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after one timeout the chain fails fast naming the breaker, and closes once a background probe is answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let now = Date.parse('2026-11-26T12:00:00Z');
    const node = silentChain();
    const breaker = new ChainBreaker(node.reader, { cooldownMs: 5_000, now: () => now });
    try {
      await expect(breaker.blockNumber(137)).rejects.toMatchObject({ code: 'TIMEOUT' });
      expect(breaker.openChains()).toEqual([137]);
      // Skipped: the answer comes without a read from the node, and says for how long it has been skipped.
      now += 12_000;
      const fast = await breaker.blockNumber(137).catch((e: ChainReadError) => e);
      expect(node.reads).toEqual(['blockNumber']);
      expect(fast).toBeInstanceOf(ChainReadError);
      expect((fast as ChainReadError).code).toBe('TIMEOUT');
      expect((fast as ChainReadError).message).toMatch(
        /^Polygon is not answering \(the node did not answer within 300 ms\); skipped by the circuit breaker for 12 s/,
      );
      // A background probe every cooldown while the node is silent; the first answer closes the breaker.
      await vi.advanceTimersByTimeAsync(4_999);
      expect(node.reads).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(node.reads).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(node.reads).toHaveLength(3);
      expect(breaker.openChains()).toEqual([137]);
      node.answer();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(breaker.openChains()).toEqual([]);
      expect(await breaker.blockNumber(137)).toBe(42n);
    } finally {
      breaker.close();
    }
  });

  it('a closed breaker stops probing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const node = silentChain();
    const breaker = new ChainBreaker(node.reader, { cooldownMs: 5_000 });
    await expect(breaker.aggregate(137, [])).rejects.toMatchObject({ code: 'TIMEOUT' });
    breaker.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(node.reads).toEqual(['aggregate']);
  });

  it('with the breaker off (cooldown 0) every call waits the deadline', async () => {
    const node = await flakyNode();
    const rpc = new RpcDirectory({
      profile: 'mainnet',
      manifestPath: '/nonexistent',
      overrides: { 137: node.url },
    });
    const off = new ChainBreaker(new RpcChainReader(rpc, 200), { cooldownMs: 0 });
    try {
      for (let i = 1; i <= 2; i++) {
        // A portfolio read (eth_call), which viem never shares between two calls: each one goes to the node.
        await expect(off.aggregate(137, [])).rejects.toMatchObject({ code: 'TIMEOUT' });
        await vi.waitFor(() => expect(node.requests.length).toBe(i));
      }
      expect(off.openChains()).toEqual([]);
    } finally {
      await node.close();
    }
  });
});

describe('portfolio with one silent chain', () => {
  let db: Database;
  let api: TestServer;
  let node: Awaited<ReturnType<typeof flakyNode>>;
  beforeAll(async () => {
    node = await flakyNode();
    db = await openTestDatabase();
    // Polygon hangs; the other five point at a closed port (they fail fast, as a refused connection does).
    api = await startTestApp(db, {
      PROFILE: 'mainnet',
      RPC_URL_137: node.url,
      ...Object.fromEntries([1, 8453, 42161, 43114, 10].map((id) => [`RPC_URL_${id}`, 'http://127.0.0.1:9'])),
      RPC_TIMEOUT_MS: '400',
      CHAIN_BREAKER_COOLDOWN_MS: '60000',
      DEFILLAMA_BASE_URL: 'http://127.0.0.1:9',
      MORPHO_API_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    (api?.deps.chains as ChainBreaker | undefined)?.close?.();
    await api?.close();
    await db?.close();
    await node?.close();
  });

  it('the first call waits for Polygon once; the next ones skip it with the note naming Polygon', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const first = await getJson(`${api.url}/api/portfolio/${address}`);
    expect(first.status).toBe(200);
    const sent = node.requests.length;
    expect(sent).toBeGreaterThan(0);
    const second = await getJson(`${api.url}/api/portfolio/${address}`);
    expect(second.status).toBe(200);
    // No request went to the silent node for the second call.
    expect(node.requests.length).toBe(sent);
    const polygon = (second.body.errors as { chainName: string; code: string; message: string }[]).find(
      (e) => e.chainName === 'Polygon',
    );
    expect(polygon).toMatchObject({ code: 'TIMEOUT' });
    expect(polygon?.message).toContain('circuit breaker');
  });
});
