// A chain whose node stops answering costs one RPC deadline, not one per request: after a timeout the chain is
// skipped at once with a note naming it, probed in the background, and read again as soon as it answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainBreaker } from '../src/chains/chain-breaker';
import { ChainReadError, RpcChainReader } from '../src/chains/chain-reader';
import { RpcDirectory } from '../src/chains/rpc-directory';
import type { Database } from '../src/db/client';
import { getJson, openTestDatabase, startTestApp, type TestServer } from './support/test-app';

/** A node that hangs until told to answer; then it answers eth_blockNumber. */
async function flakyNode() {
  let answering = false;
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number; method: string };
    requests.push(body.method);
    if (!answering) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: '0x2a' }));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: () => {
      answering = true;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('chain circuit breaker', () => {
  it('after one timeout the chain fails fast naming the breaker, and closes once a background probe is answered', async () => {
    const node = await flakyNode();
    const rpc = new RpcDirectory({
      profile: 'mainnet',
      manifestPath: '/nonexistent',
      overrides: { 137: node.url },
    });
    const breaker = new ChainBreaker(new RpcChainReader(rpc, 300), { cooldownMs: 200 });
    try {
      await expect(breaker.blockNumber(137)).rejects.toMatchObject({ code: 'TIMEOUT' });
      expect(breaker.openChains()).toEqual([137]);
      // Skipped: the answer comes without a request to the node.
      const sent = node.requests.length;
      const fast = await breaker.blockNumber(137).catch((e: ChainReadError) => e);
      expect(node.requests.length).toBe(sent);
      expect(fast).toBeInstanceOf(ChainReadError);
      expect((fast as ChainReadError).code).toBe('TIMEOUT');
      expect((fast as ChainReadError).message).toMatch(/^Polygon is not answering .*circuit breaker/);
      // Background probes keep asking the node; when it answers, reads go through again.
      await until(() => node.requests.length >= 2);
      node.answer();
      await until(() => breaker.openChains().length === 0);
      expect(await breaker.blockNumber(137)).toBe(42n);
    } finally {
      breaker.close();
      await node.close();
    }
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
        expect(node.requests.length).toBe(i);
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
